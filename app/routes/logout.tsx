import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { signOut } from "../features/accounts/sign-in.server";
import { accountCopy } from "../forms/account-copy";
import { readFormData } from "../http/respond.server";

/** Logging out changes state, so it is a POST (a GET link could be fired by any image tag). */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  return signOut(request, context, form?.get("redirectTo"), accountCopy.loggedOut);
}
