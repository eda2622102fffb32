// My Account 'Seguridad' (spec storefront-shell §2.11): the password change (decision 056: it ends
// every other session of the person).
import { accountCopy } from "../../forms/account-copy";
import type { ChangePasswordSubmission } from "../../forms/accounts";
import { accounts, type Person } from "../../ports/accounts.server";
import type { AppContext } from "../../ports/context.server";
import { rateLimits } from "../../ports/rate-limit.server";
import { sessions } from "../../ports/session.server";

/** Per person, in 10-minute windows. */
const limit = { changes: 10, windowSeconds: 600 };

/** A refusal's errors, for the form's reply: on the form, or on the current password's field. */
export type PasswordChange =
  | { status: "success"; message: string }
  | { status: "error"; errors: { formErrors: string[] } | { fieldErrors: { currentPassword: string[] } } };

/** `person` comes from `requirePerson`, which the action runs before it reads the form. */
export async function changePassword(
  request: Request,
  context: AppContext,
  person: Person,
  value: ChangePasswordSubmission,
): Promise<PasswordChange> {
  if (!(await rateLimits(context).allow("password", person.id, limit.changes, limit.windowSeconds))) {
    return { status: "error", errors: { formErrors: [accountCopy.passwordChangeLimited] } };
  }
  const session = await sessions(context, request).read();
  // Every other session of the person ends on the server; this one stays.
  const changed = await accounts(context).changePassword(
    person.id,
    value.currentPassword,
    value.newPassword,
    session.get("sessionId"),
  );
  if (!changed)
    return { status: "error", errors: { fieldErrors: { currentPassword: [accountCopy.currentPasswordWrong] } } };
  return { status: "success", message: accountCopy.passwordChanged };
}
