// Spec storefront-shell §2.9 "Region bar": "It can show a pickup-point filter button. That button
// opens the region slider in 'global change pickup point' mode. A global pickup point has a name
// and address.street."

/** A store as config:stores holds it, as far as pickups need it. */
type StoreRow = {
  id: string;
  nombre: string;
  provincia: string;
  localidad: string;
  direccion: string;
  disponible: boolean;
};

export type PickupPoint = { id: string; name: string; province: string; address: { street: string; city: string } };

export const pickupPointCopy = {
  choose: "Elegí dónde retirar",
  title: "Punto de retiro",
  intro: "Elegí la tienda donde querés retirar tus compras.",
  submit: "Retirar acá",
  clear: "Quitar",
  clearLabel: (point: PickupPoint) => `Quitar el punto de retiro ${point.name}`,
  required: "Elegí una tienda para retirar.",
  unknown: "Esa tienda no está disponible para retiro. Elegí otra de la lista.",
  none: "No hay tiendas disponibles para retiro.",
  failed: "No pudimos cargar las tiendas. Probá de nuevo en unos minutos.",
} as const;

/** A store takes pickups when it is available (§3.8 "disponible"): the checkout's 'Retiro en tienda' offers the same ones. */
export const takesPickups = (store: Pick<StoreRow, "disponible">): boolean => store.disponible;

const byName = (a: PickupPoint, b: PickupPoint) =>
  a.province.localeCompare(b.province, "es") || a.name.localeCompare(b.name, "es");

/** The pickup points, by province then name; a store without a street shows its city as its street. */
export function pickupPointsOf(stores: readonly StoreRow[]): PickupPoint[] {
  return stores
    .filter(takesPickups)
    .map((store) => ({
      id: store.id,
      name: store.nombre,
      province: store.provincia,
      address: { street: store.direccion.trim() || store.localidad, city: store.localidad },
    }))
    .sort(byName);
}

/**
 * The global pickup point the session names, if it still is one: an id from the client (or a
 * session older than a store's closing) counts only when it names a store that takes pickups.
 */
export function pickupPointById(points: readonly PickupPoint[], id: unknown): PickupPoint | null {
  if (typeof id !== "string" || !id) return null;
  return points.find((point) => point.id === id) ?? null;
}

/** What the region bar says once a point is chosen: "Retiro en {name}, {address.street}". */
export const pickupPointLabel = (point: Pick<PickupPoint, "name" | "address">) =>
  `Retiro en ${point.name}, ${point.address.street}`;

/** "It can show a pickup-point filter button": when the site setting allows it and some store takes pickups. */
export const showsPickupButton = (setting: boolean, points: number): boolean => setting && points > 0;
