// The newsletter's confirmation link (double opt-in, decision 116): a random token in the e-mail, only
// its SHA-256 in D1. Following the link shows a page with a button; only its POST confirms, because
// mail scanners open the links of an e-mail before its reader does.
import { CheckoutSchema } from "../../content/checkout";
import { normalisedCode } from "../../domain/promotions/coupon";
import { newsletterCopy } from "../../forms/newsletter";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import { newsletter } from "../../ports/newsletter.server";
import { promotions } from "../../ports/promotions.server";

export const confirmationRoute = "/newsletter/confirmar";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

async function hashOf(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function newConfirmationToken(): Promise<{ token: string; hash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await hashOf(token) };
}

export const confirmationPath = (token: string) => `${confirmationRoute}?token=${encodeURIComponent(token)}`;

export type ConfirmationPage =
  | { state: "ask"; token: string; title: string; lead: string; button: string }
  | { state: "done" | "invalid"; message: string };

/** GET: what the page shows — never a change. */
export function confirmationPage(url: URL): ConfirmationPage {
  const result = url.searchParams.get("resultado");
  if (result === "confirmada")
    return {
      state: "done",
      message: url.searchParams.has("cupon") ? newsletterCopy.confirmedWithCoupon : newsletterCopy.confirmed,
    };
  const token = url.searchParams.get("token") ?? "";
  if (result === "invalida" || !tokenPattern.test(token))
    return { state: "invalid", message: newsletterCopy.confirmInvalid };
  return {
    state: "ask",
    token,
    title: newsletterCopy.confirmTitle,
    lead: newsletterCopy.confirmLead,
    button: newsletterCopy.confirmButton,
  };
}

/**
 * The welcome coupon config:checkout names, with its promotion's name, when it exists: the popup
 * promises '10% OFF en tu primera compra' to subscribers (decision 122). None when unset or unknown.
 */
async function welcomeCoupon(context: AppContext): Promise<{ coupon: string; promotion: string } | null> {
  const settings = await content(context).read("config:checkout", CheckoutSchema);
  const code = normalisedCode(settings?.newsletterCoupon ?? "");
  const coupon = code ? await promotions(context).coupon(code, null) : null;
  return coupon ? { coupon: coupon.code, promotion: coupon.promotion.name } : null;
}

/** POST: confirms the sign-up the token names; the page to go to after. */
export async function confirmSubscription(context: AppContext, token: FormDataEntryValue | null): Promise<string> {
  if (typeof token !== "string" || !tokenPattern.test(token)) return `${confirmationRoute}?resultado=invalida`;
  const welcome = await welcomeCoupon(context);
  const outcome = await newsletter(context).confirm(await hashOf(token), new Date(), welcome);
  if (outcome !== "confirmed") return `${confirmationRoute}?resultado=invalida`;
  return `${confirmationRoute}?resultado=confirmada${welcome ? "&cupon" : ""}`;
}
