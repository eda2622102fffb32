// Who is in the studio: the signed-in staff member of a live studio session (decision 072), the
// guard every studio loader and action calls first, sign-in and sign-out.
import { redirect } from "@remix-run/cloudflare";

import { isStudioPath, studioHomePath, studioSignInPath, studioSignInPathFor } from "../../domain/studio/paths";
import { actionLabel, can, roleLabel, type StaffRole, type StudioAction } from "../../domain/studio/roles";
import { staffCopy, type StudioSignInSubmission } from "../../forms/staff";
import { safeRedirectTo } from "../../http/redirect-to";
import type { AppContext } from "../../ports/context.server";
import { localMailboxIsOn } from "../../ports/local-mailbox.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { staffSessions, studioCookie } from "../../ports/staff-sessions.server";
import { staffDirectory } from "../../ports/staff.server";
import { auditOf } from "../../ports/studio-audit.server";

export type Staff = { id: string; email: string; name: string; role: StaffRole };

/** One read (and one touch) per request, however many loaders of the request ask. */
const staffOfRequest = new WeakMap<Request, Promise<(Staff & { sessionId: string }) | null>>();

function sessionStaff(request: Request, context: AppContext) {
  let found = staffOfRequest.get(request);
  if (!found) {
    found = (async () => {
      const sessionId = await studioCookie(context, request).read();
      if (!sessionId) return null;
      const store = staffSessions(context.cloudflare.env.DB);
      const member = await store.findLive(sessionId);
      if (!member) return null;
      await store.touch(sessionId);
      return { id: member.id, email: member.email, name: member.name, role: member.role, sessionId };
    })();
    staffOfRequest.set(request, found);
  }
  return found;
}

const withoutSession = ({ sessionId: _, ...staff }: Staff & { sessionId: string }): Staff => staff;

/** The signed-in staff member, or null. Reading keeps the session from idling out. */
export async function optionalStaff(request: Request, context: AppContext): Promise<Staff | null> {
  const found = await sessionStaff(request, context);
  return found ? withoutSession(found) : null;
}

/**
 * The signed-in staff member whose role may do `action`. Signed out (or the session ended, idle,
 * expired, the member disabled): a 303 to the sign-in form, which comes back here. Signed in
 * without the role: a 403 in Spanish and an audit line ('rechazo'). Every studio loader and action
 * calls it before reading anything: a layout's loader does not guard its children's.
 */
export async function requireStaff(
  request: Request,
  context: AppContext,
  action: StudioAction = "ver",
): Promise<Staff> {
  const staff = await optionalStaff(request, context);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(studioSignInPathFor(`${url.pathname}${url.search}`), { status: 303 });
  }
  if (!can(staff.role, action)) {
    const path = new URL(request.url).pathname;
    await auditOf(context).record({
      actor: staff.email,
      action: "rechazo",
      document: null,
      detail: `Rol ${roleLabel(staff.role)}: no puede ${actionLabel(action)} (${request.method} ${path}).`,
    });
    throw new Response(forbiddenMessage(staff.role, action), {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return staff;
}

export const forbiddenMessage = (role: StaffRole, action: StudioAction) =>
  `Tu rol (${roleLabel(role)}) no permite ${actionLabel(action)}. Si lo necesitás, pedíselo a una persona con rol Administrador.`;

export type StudioChromeData = {
  name: string;
  role: string;
  admin: boolean;
  content: boolean;
  orders: boolean;
  /** Promotions and coupons (decision 122). */
  promotions: boolean;
  /** Prices, stock, price lists and products (decision 127). */
  catalogue: boolean;
  /** The local mailbox, only while the store runs locally (decision 116). */
  mailbox: boolean;
};

/**
 * The studio layout's data: who is signed in, and which pages are theirs — the admin pages, the
 * content (documents), the order desk (decision 115), promotions (decision 122), the local mailbox.
 */
export async function studioChrome(request: Request, context: AppContext): Promise<StudioChromeData> {
  const staff = await requireStaff(request, context);
  return {
    name: staff.name,
    role: roleLabel(staff.role),
    admin: can(staff.role, "equipo"),
    content: can(staff.role, "borrador"),
    orders: can(staff.role, "pedidos"),
    promotions: can(staff.role, "promociones"),
    catalogue: can(staff.role, "catalogo"),
    mailbox: localMailboxIsOn(context.cloudflare.env),
  };
}

/** Where a sign-in goes: a same-origin path inside the studio, else the studio's index. */
export function studioReturnPath(candidate: unknown): string {
  const path = safeRedirectTo(candidate, studioHomePath);
  return isStudioPath(new URL(path, "http://esencia.invalid").pathname) && !path.startsWith(studioSignInPath)
    ? path
    : studioHomePath;
}

/** The sign-in page: someone already signed in goes straight back. */
export async function signInPage(request: Request, context: AppContext): Promise<{ redirectTo: string }> {
  const redirectTo = studioReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await optionalStaff(request, context)) throw redirect(redirectTo, { status: 303 });
  return { redirectTo };
}

/** Decision 057's limits, counted apart from the shop's logins: per connection, per e-mail from one. */
const limits = { perClient: 30, perEmailAndClient: 10, windowSeconds: 600 };

export type StudioSignInResult =
  { status: "refused"; message: string; httpStatus: 400 | 429 } | { status: "signed-in"; response: Response };

/**
 * Signs a staff member in on a new studio session and 303s to the same-origin `redirectTo`. Every
 * attempt leaves an audit line under the e-mail that was typed (never the password).
 */
export async function studioSignIn(
  request: Request,
  context: AppContext,
  value: StudioSignInSubmission,
): Promise<StudioSignInResult> {
  const audit = auditOf(context);
  const refuse = async (message: string, detail: string, httpStatus: 400 | 429 = 429): Promise<StudioSignInResult> => {
    await audit.record({ actor: value.email, action: "ingreso-fallido", document: null, detail });
    return { status: "refused", message, httpStatus };
  };
  const limiter = rateLimits(context);
  const client = clientOf(request);
  if (!(await limiter.allow("studio-login", client, limits.perClient, limits.windowSeconds)))
    return refuse(staffCopy.rateLimited, "Demasiados intentos desde la conexión.");
  if (
    !(await limiter.allow(
      "studio-login-email",
      `${value.email} ${client}`,
      limits.perEmailAndClient,
      limits.windowSeconds,
    ))
  )
    return refuse(staffCopy.limitedForEmail, "Demasiados intentos con este email desde la conexión.");

  const member = await staffDirectory(context.cloudflare.env.DB).authenticate(value.email, value.password);
  if (!member) return refuse(staffCopy.signInFailed, "Email o contraseña incorrectos, o cuenta deshabilitada.", 400);

  const store = staffSessions(context.cloudflare.env.DB);
  const cookie = studioCookie(context, request);
  const previous = await cookie.read();
  if (previous) await store.end(previous);
  const { sessionId } = await store.create(member.id);
  await audit.record({ actor: member.email, action: "ingreso", document: null, detail: null });
  return {
    status: "signed-in",
    response: redirect(studioReturnPath(value.redirectTo), {
      status: 303,
      headers: { "Set-Cookie": await cookie.set(sessionId) },
    }),
  };
}

/** Sign-out ends the session's row on the server and clears the cookie; it lands on the sign-in form. */
export async function studioSignOut(request: Request, context: AppContext): Promise<Response> {
  const cookie = studioCookie(context, request);
  const sessionId = await cookie.read();
  if (sessionId) {
    const staff = await optionalStaff(request, context);
    await staffSessions(context.cloudflare.env.DB).end(sessionId);
    if (staff) await auditOf(context).record({ actor: staff.email, action: "salida", document: null, detail: null });
  }
  return redirect(studioSignInPath, { status: 303, headers: { "Set-Cookie": await cookie.clear() } });
}
