// Spec storefront-shell §2.22 e-boutique pages: a category page's title names the brand ('Sueros
// Chanel'); a title that already names it ('N°1 de Chanel') is not given it twice.
import { foldText } from "../search/normalise";

export function boutiqueSeoTitle(title: string, brandName: string, namesCategory: boolean): string {
  if (!namesCategory) return title;
  const named = ` ${foldText(title)} `.includes(` ${foldText(brandName)} `);
  return named ? title : `${title} ${brandName}`;
}
