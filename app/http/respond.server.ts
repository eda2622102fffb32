import { data, redirect } from "@remix-run/cloudflare";

import { fieldLimits, isFieldName } from "../forms/field-limits";
import type { FormOutcome } from "../forms/outcome";
import type { AppContext } from "../ports/context.server";
import { sessions, type ShopperSession } from "../ports/session.server";
import { formDataWithin } from "./limited-form.server";
import { safeRedirectTo, withFragment } from "./redirect-to";

/**
 * A plain browser form post (JS off) is a navigation: it gets a 303 back to its same-origin
 * `redirectTo`, the outcome kept as a one-shot flash. A fetcher (JS on) gets the outcome as data.
 * Browsers mark navigations with Sec-Fetch-Mode; a client without it is treated as a document.
 * `update` changes the session in the same commit (the region's postal code); `cookies` are
 * other Set-Cookie values to send along (a closed popup). An action that already changed the
 * request's session (a new cart) has it committed too. `anchor`, the id of the form's section on the
 * page, ends the 303's target, so the browser shows the answer where the form is, not the page's top.
 */
export async function respondTo<Outcome extends FormOutcome>(
  request: Request,
  context: AppContext,
  outcome: Outcome,
  redirectTo: unknown,
  {
    update,
    cookies = [],
    anchor,
  }: { update?: (session: ShopperSession) => void; cookies?: readonly string[]; anchor?: string | undefined } = {},
) {
  const httpStatus = outcome.status === "success" ? 200 : outcome.reply?.error ? 400 : 409;
  const store = sessions(context, request);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const session = await store.read();
  update?.(session);
  if (!isDocumentRequest(request)) {
    if (await store.changed(session)) headers.append("Set-Cookie", await store.commit(session));
    // Remix's fetchers post to `.data` and read `data()`. A client that posts to the plain address
    // of a route without a page (/region, /consent…) got the outcome with status 200 and no cookie,
    // and a deprecation warning per post in the log: it gets a real JSON response.
    if (!new URL(request.url).pathname.endsWith(".data"))
      return Response.json(outcome, { status: httpStatus, headers });
    return data(outcome, { status: httpStatus, headers });
  }

  headers.append("Set-Cookie", await commitWithFlash(store, session, outcome));
  const target = safeRedirectTo(redirectTo, refererPath(request));
  return redirect(anchor ? withFragment(target, anchor) : target, { status: 303, headers });
}

/**
 * The flash rides in the session cookie, so it must never outgrow one, whatever was typed: it keeps
 * what the shopper typed when it is within the field's limit (`fieldLimits`, the input's maxlength),
 * and if the cookie would still pass the browser's 4 KB it drops the typed values, then the reply.
 */
async function commitWithFlash(
  store: ReturnType<typeof sessions>,
  session: ShopperSession,
  outcome: FormOutcome,
): Promise<string> {
  const { form, status, message, reply } = outcome;
  const typed = reply && { ...reply, initialValue: typedWithinLimits(reply.initialValue) };
  const withoutTyped = reply && { ...reply, initialValue: undefined };
  const candidates = [
    { form, status, message, reply: typed },
    { form, status, message, reply: withoutTyped },
    { form, status, message },
  ];
  for (const [index, flash] of candidates.entries()) {
    session.flash("flash", flash);
    try {
      return await store.commit(session);
    } catch (error) {
      // Remix refuses a cookie over the browser's maximum; the last candidate's failure is not the flash's.
      if (index === candidates.length - 1) throw error;
    }
  }
  throw new Error("unreachable");
}

/** A value a field without an entry in `fieldLimits` may carry back: an intent, a choice, a checkbox. */
const choiceLimit = 40;

function typedWithinLimits(
  initialValue: Record<string, unknown> | null | undefined,
): Record<string, unknown> | undefined {
  if (!initialValue) return undefined;
  const kept = keptValue("", initialValue, 0);
  return kept && typeof kept === "object" && !Array.isArray(kept) ? (kept as Record<string, unknown>) : undefined;
}

/** Strings within their field's limit (a nested field, e.g. `items[0].sku`, by its own name); lists of up to 100. */
function keptValue(name: string, value: unknown, depth: number): unknown {
  if (typeof value === "string")
    return value.length <= (isFieldName(name) ? fieldLimits[name] : choiceLimit) ? value : undefined;
  if (depth > 3 || value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => keptValue(name, item, depth + 1) ?? null);
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const kept = keptValue(key, item, depth + 1);
    return kept === undefined ? [] : [[key, kept] as const];
  });
  return Object.fromEntries(entries);
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

/**
 * A body that is not a form (wrong content type, truncated upload) is bad input, not a 500; so is
 * a form no page of ours sends: more fields than any has, or a list index past any list's length
 * (Conform would build `items[99999999]` as an array that long, and echoing it exhausts memory).
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    const form = await request.formData();
    return isFormWeSend(form) ? form : null;
  } catch {
    return null;
  }
}

/**
 * `readFormData` for a form that may carry a file: read only up to `maxBytes` ("too-large" past it),
 * with the same shape checks.
 */
export async function readFormDataWithin(request: Request, maxBytes: number): Promise<FormData | "too-large" | null> {
  const form = await formDataWithin(request, maxBytes);
  if (form === "too-large" || form === null) return form;
  return isFormWeSend(form) ? form : null;
}

const formShape = { maxEntries: 500, maxListIndex: 999, maxNameLength: 200 } as const;
/** Conform builds nested objects from names: these segments would reach an object's prototype. */
const prototypeSegment = /(^|[.[])(__proto__|constructor|prototype)(?=$|[.[\]])/;

function isFormWeSend(form: FormData): boolean {
  let entries = 0;
  for (const [name] of form) {
    if (++entries > formShape.maxEntries) return false;
    if (name.length > formShape.maxNameLength || prototypeSegment.test(name)) return false;
    for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) > formShape.maxListIndex) return false;
  }
  return true;
}

export const unreadableForm = (form: string): FormOutcome => ({
  form,
  status: "error",
  message: "No pudimos leer el formulario. Revisá los datos y probá de nuevo.",
  reply: { status: "error", error: { "": ["No pudimos leer el formulario. Revisá los datos y probá de nuevo."] } },
});
