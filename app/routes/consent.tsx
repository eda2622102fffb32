import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { consentCookie } from "../domain/shell/consent";
import { safeRedirectTo } from "../http/redirect-to";
import { readFormData } from "../http/respond.server";

export const loader = () => redirect("/");

/** The analytics consent banner's answer, kept a year in a first-party cookie; 303 back without JS. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const choice = form?.get("choice") === "granted" ? "granted" : "denied";
  const headers = { "Set-Cookie": consentCookie(choice) };
  if (request.headers.get("Sec-Fetch-Mode") === "cors") return data({ choice }, { headers });
  return redirect(safeRedirectTo(form?.get("redirectTo")), { status: 303, headers });
}
