// My Account's layout (spec storefront-shell §2.11): the menu, its four sections and the configured extra routes.
import { accountMenu, type AccountLink } from "../../domain/accounts/account-links";
import type { AppContext } from "../../ports/context.server";
import { myAccountConfig } from "./shopper.server";
import { requirePerson } from "./sign-in.server";

export type AccountAreaData = { menu: AccountLink[] };

/** Guards the layout; each child route guards itself too (loaders run in parallel). */
export async function accountArea(request: Request, context: AppContext): Promise<AccountAreaData> {
  await requirePerson(request, context);
  return { menu: accountMenu(myAccountConfig(context).extraRoutes) };
}
