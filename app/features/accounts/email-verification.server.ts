// Verified e-mail (decision 117): the account asks for a link, the link's page confirms with a POST
// (mail scanners fetch links: a GET verifies nothing), and the confirmation claims the guest orders
// placed with the address, in the same batch.
import { emailVerificationCopy } from "../../forms/email-verification";
import type { Person } from "../../ports/accounts.server";
import type { AppContext } from "../../ports/context.server";
import { emailStatement } from "../../ports/email-outbox.server";
import { emailVerifications } from "../../ports/email-verifications.server";
import { rateLimits } from "../../ports/rate-limit.server";

/** Per person, in one-hour windows: a few resends, never a mailbox flooded. */
const limit = { sends: 3, windowSeconds: 3600 };

export const verifyPath = "/verificar-email";

/** Writes a new link's e-mail to the outbox, with the link, in one batch. */
async function sendLink(context: AppContext, person: Pick<Person, "id" | "email">): Promise<void> {
  const db = context.cloudflare.env.DB;
  const { token, tokenHash, statement } = await emailVerifications(db).issue(person.id, person.email);
  await db.batch([
    statement,
    emailStatement(db, {
      kind: "verificar-email",
      to: person.email,
      key: `verificar-email:${tokenHash}`,
      data: { verifyUrl: `${verifyPath}?token=${token}` },
    }),
  ]);
}

/** At registration: the account is made whether or not the e-mail could be written. */
export async function sendLinkAtRegistration(context: AppContext, person: Pick<Person, "id" | "email">) {
  await sendLink(context, person).catch((error: unknown) =>
    console.error("Verificación de email: no se pudo escribir el email al registrarse", error),
  );
}

export type VerificationSend = { status: "success" | "error"; message: string };

/** 'Enviarme el email de verificación' on the profile. `person` comes from `requirePerson`. */
export async function sendVerification(context: AppContext, person: Person): Promise<VerificationSend> {
  if (await emailVerifications(context.cloudflare.env.DB).verifiedAt(person.id))
    return { status: "success", message: emailVerificationCopy.verified };
  if (!(await rateLimits(context).allow("verify-email", person.id, limit.sends, limit.windowSeconds)))
    return { status: "error", message: emailVerificationCopy.limited };
  try {
    await sendLink(context, person);
  } catch (error) {
    console.error("Verificación de email: no se pudo escribir el email", error);
    return { status: "error", message: emailVerificationCopy.failed };
  }
  return { status: "success", message: emailVerificationCopy.sent(person.email) };
}

export async function isVerified(context: AppContext, person: Person): Promise<boolean> {
  return (await emailVerifications(context.cloudflare.env.DB).verifiedAt(person.id)) !== null;
}

/** The link's page: the address it would verify, or null for a link that is not (or no longer) good. */
export type VerifyPageData = { token: string; email: string } | null;

export async function verifyPage(request: Request, context: AppContext): Promise<VerifyPageData> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await emailVerifications(context.cloudflare.env.DB).pending(token);
  return link ? { token, email: link.email } : null;
}

/** 'Verificar mi email': the POST that verifies. */
export async function confirmVerification(context: AppContext, token: string): Promise<VerificationSend> {
  const verifications = emailVerifications(context.cloudflare.env.DB);
  const link = await verifications.pending(token);
  if (!link || !(await verifications.confirm(link))) return { status: "error", message: emailVerificationCopy.invalid };
  return { status: "success", message: emailVerificationCopy.done };
}
