import { StoresSchema } from "../../content/config";
import { pickupPointsOf, type PickupPoint } from "../../domain/shell/pickup-point";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

/** The stores that take pickups (spec §2.9, §3.8), from KV config:stores; a failed read is `failed`, never a 500. */
export type PickupPoints = { failed: boolean; points: PickupPoint[] };

export async function loadPickupPoints(context: AppContext): Promise<PickupPoints> {
  try {
    const stores = await content(context).read("config:stores", StoresSchema);
    return { failed: !stores, points: pickupPointsOf(stores?.storesData ?? []) };
  } catch (error) {
    console.error("Punto de retiro: no se pudieron leer las tiendas", error);
    return { failed: true, points: [] };
  }
}
