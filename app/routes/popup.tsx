import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";

import { closedPopupCookie } from "../features/shell/popup.server";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

export const loader = () => redirect("/");

const CloseSchema = z.object({ popupId: z.string().regex(/^popup-\d{1,3}$/) });

/** Closing a newsletter popup (spec §4.7): remembered per popup id for the browser session; works without JS. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("popup"), "/");
  const parsed = CloseSchema.safeParse({ popupId: form.get("popupId") });
  if (!parsed.success) return respondTo(request, context, unreadableForm("popup"), form.get("redirectTo"));
  return respondTo(request, context, { form: "popup", status: "success" }, form.get("redirectTo"), {
    cookies: [closedPopupCookie(request, parsed.data.popupId)],
  });
}
