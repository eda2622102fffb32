import { SiteSchema } from "../../content/site";
import { noProductsMessage, placeOf } from "../../domain/region";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { search } from "../../ports/search.server";

type RegionResult =
  { status: "success"; postalCode: string; city: string | null } | { status: "error"; message: string };

/**
 * Spec storefront-shell §4.2 "When delivery promise is enabled, the product count for the postal
 * code is checked first; zero products rejects the change with the error in section 8." A failure
 * of the check shows the configured region error message (§8 "Region set fails").
 */
export async function setRegion(context: AppContext, postalCode: string): Promise<RegionResult> {
  const site = (await content(context).read("content:site", SiteSchema)) ?? SiteSchema.parse({});
  const { region } = site;
  if (region.deliveryPromise) {
    try {
      const count = await search(context).productCountForPostalCode(postalCode);
      if (count === 0) return { status: "error", message: noProductsMessage(region.noProductsMessage, postalCode) };
    } catch (error) {
      console.error("Región: no se pudo contar los productos del código postal", error);
      return { status: "error", message: region.errorMessage };
    }
  }
  return { status: "success", postalCode, city: placeOf(postalCode) };
}
