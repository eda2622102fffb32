import { data, redirect } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type { AppContext } from "../stores/context.server";
import { sessions, type ShopperSession } from "../stores/session.server";
import { safeRedirectTo } from "./redirect-to";

/** What every form action answers: the same shape for fetchers and for the post-303 flash. */
export type FormOutcome = {
  form: string;
  status: "success" | "error";
  message?: string;
  reply?: SubmissionResult<string[]>;
};

/**
 * A plain browser form post (JS off) is a navigation: it gets a 303 back to its same-origin
 * `redirectTo`, the outcome kept as a one-shot flash. A fetcher (JS on) gets the outcome as data.
 * Browsers mark navigations with Sec-Fetch-Mode; a client without it is treated as a document.
 * `update` changes the session in the same commit (the region's postal code); `cookies` are
 * other Set-Cookie values to send along (a closed popup). An action that already changed the
 * request's session (a new cart) has it committed too.
 */
export async function respondTo<Outcome extends FormOutcome>(
  request: Request,
  context: AppContext,
  outcome: Outcome,
  redirectTo: unknown,
  { update, cookies = [] }: { update?: (session: ShopperSession) => void; cookies?: readonly string[] } = {},
) {
  const httpStatus = outcome.status === "success" ? 200 : outcome.reply?.error ? 400 : 409;
  const store = sessions(context, request);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const session = await store.read();
  update?.(session);
  if (!isDocumentRequest(request)) {
    if (await store.changed(session)) headers.append("Set-Cookie", await store.commit(session));
    return data(outcome, { status: httpStatus, headers });
  }

  const { form, status, message, reply } = outcome;
  session.flash("flash", { form, status, message, reply });
  headers.append("Set-Cookie", await store.commit(session));
  return redirect(safeRedirectTo(redirectTo, refererPath(request)), { status: 303, headers });
}

function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode === null || mode === "navigate";
}

function refererPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? safeRedirectTo(`${url.pathname}${url.search}`) : "/";
  } catch {
    return "/";
  }
}

/** A body that is not a form (wrong content type, truncated upload) is bad input, not a 500. */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export const unreadableForm = (form: string): FormOutcome => ({
  form,
  status: "error",
  message: "No pudimos leer el formulario. Revisá los datos y probá de nuevo.",
  reply: { status: "error", error: { "": ["No pudimos leer el formulario. Revisá los datos y probá de nuevo."] } },
});
