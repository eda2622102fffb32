import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { liteCookie } from "../http/lite-mode";
import { safeRedirectTo } from "../http/redirect-to";
import { readFormData } from "../http/respond.server";

/** The switch lives in the footer; a GET has nothing to show. */
export const loader = () => redirect("/");

/**
 * The footer's 'Modo liviano' switch (decision 079): the choice is kept a year in a preference
 * cookie, and the shopper goes back, with a 303, to the page they were on. Like /consent it writes no
 * session and no flash: the next page shows the new mode, and a session would make it personal.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const headers = { "Set-Cookie": liteCookie(form?.get("liviano") === "1") };
  return redirect(safeRedirectTo(form?.get("redirectTo")), { status: 303, headers });
}
