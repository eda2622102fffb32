import { BrandsMenuSchema } from "../../content/config";
import { boutiqueBrand, eshopMenuFor } from "../../domain/shell/eshop-menu";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

/** The e-shop menu of an e-boutique path (spec §2.6, §2.22), or null elsewhere or without a brands menu. */
export async function eshopMenu(context: AppContext, path: string) {
  const brand = boutiqueBrand(path);
  if (!brand) return null;
  const menu = await content(context).read("config:brands-menu", BrandsMenuSchema);
  return menu ? eshopMenuFor(menu.brandsMenuData, brand) : null;
}

export type EshopMenuData = NonNullable<Awaited<ReturnType<typeof eshopMenu>>>;
