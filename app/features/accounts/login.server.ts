// The login page's two forms: log in and create an account (spec storefront-shell §2.1), each
// limited before it reaches the accounts, each ending in `signIn` on success.
import { redirect } from "@remix-run/cloudflare";

import { accountCopy } from "../../forms/account-copy";
import type { LoginSubmission, RegisterSubmission } from "../../forms/accounts";
import { safeRedirectTo } from "../../http/redirect-to";
import { accounts } from "../../ports/accounts.server";
import type { AppContext } from "../../ports/context.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { sessions } from "../../ports/session.server";
import { sendLinkAtRegistration } from "./email-verification.server";
import { personOf } from "./shopper.server";
import { afterLoginPath, signIn } from "./sign-in.server";

export type LoginPageData = { returnUrl: string };

/** The way back after logging in (a same-origin `returnUrl`); a person already signed in goes there now. */
export async function loginPage(request: Request, context: AppContext): Promise<LoginPageData> {
  const returnUrl = safeRedirectTo(new URL(request.url).searchParams.get("returnUrl"), afterLoginPath);
  const person = await personOf(context, await sessions(context, request).read());
  if (person) throw redirect(returnUrl);
  return { returnUrl };
}

/**
 * Decision 057: per connection, and per e-mail from one connection, in 10-minute windows. No limit
 * counts an e-mail from everywhere: that one would let anyone lock its owner out.
 */
const limits = { perClient: 30, perEmailAndClient: 10, registrations: 10, windowSeconds: 600 };

/** Refused with the message the form shows, or signed in: `signIn`'s 303 with the new session. */
export type SignInResult = { status: "refused"; message: string } | { status: "signed-in"; response: Response };

const refused = (message: string): SignInResult => ({ status: "refused", message });

export async function logIn(
  request: Request,
  context: AppContext,
  value: LoginSubmission,
  returnUrl: string,
): Promise<SignInResult> {
  const limiter = rateLimits(context);
  const client = clientOf(request);
  if (!(await limiter.allow("login", client, limits.perClient, limits.windowSeconds)))
    return refused(accountCopy.rateLimited);
  const emailHere = `${value.email} ${client}`;
  if (!(await limiter.allow("login-email", emailHere, limits.perEmailAndClient, limits.windowSeconds)))
    return refused(accountCopy.loginLimitedForAccount);
  const person = await accounts(context).authenticate(value.email, value.password);
  if (!person) return refused(accountCopy.loginFailed);
  return {
    status: "signed-in",
    response: await signIn(request, context, person, returnUrl, accountCopy.welcome(person.givenName)),
  };
}

export async function register(
  request: Request,
  context: AppContext,
  value: RegisterSubmission,
  returnUrl: string,
): Promise<SignInResult> {
  if (!(await rateLimits(context).allow("register", clientOf(request), limits.registrations, limits.windowSeconds)))
    return refused(accountCopy.rateLimited);
  const person = await accounts(context).register(value);
  if (!person) return refused(accountCopy.registerFailed);
  // Decision 117: the link that proves the address goes out with the welcome.
  await sendLinkAtRegistration(context, person);
  return { status: "signed-in", response: await signIn(request, context, person, returnUrl, accountCopy.registered) };
}
