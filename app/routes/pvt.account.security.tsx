import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { FlashStatus } from "../components/account/FlashStatus";
import { ErrorList, Field } from "../components/forms";
import { accountCopy, ChangePasswordSchema, type ChangePasswordFields } from "../forms/accounts";
import { readFormData, respondTo, unreadableForm, type FormOutcome } from "../http/respond.server";
import { requirePerson, signOut } from "../features/accounts/sign-in.server";
import { accounts } from "../ports/accounts.server";
import { rateLimits } from "../ports/rate-limit.server";
import type { loader as rootLoader } from "../root";
import { maxLengths } from "../forms/field-limits";

const formId = "security";
const here = "/pvt/account/security";
const hideFields = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context);
  return null;
}

/** The second form on the page: it ends every session of the person, this one included (decision 056). */
const endSessionsIntent = "end-sessions";

export async function action({ request, context }: ActionFunctionArgs) {
  const { person, session } = await requirePerson(request, context);
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(formId), here);
  if (form.get("intent") === endSessionsIntent) {
    return signOut(request, context, "/login", accountCopy.sessionsEnded, { everywhere: true });
  }
  const submission = parseWithZod(form, { schema: ChangePasswordSchema });
  const fail = (reply: FormOutcome["reply"]) => respondTo(request, context, { form: formId, status: "error", reply }, here);
  if (submission.status !== "success") return fail(submission.reply({ hideFields }));
  if (!(await rateLimits(context).allow("password", person.id, 10, 600))) {
    return fail(submission.reply({ formErrors: [accountCopy.passwordChangeLimited], hideFields }));
  }
  const { currentPassword, newPassword } = submission.value;
  // Every other session of the person ends on the server; this one stays.
  const changed = await accounts(context).changePassword(person.id, currentPassword, newPassword, session.get("sessionId"));
  if (!changed) return fail(submission.reply({ fieldErrors: { currentPassword: [accountCopy.currentPasswordWrong] }, hideFields }));
  return respondTo(request, context, { form: formId, status: "success", message: accountCopy.passwordChanged }, here);
}

export default function Security() {
  const actionData = useActionData<FormOutcome>();
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  const outcome = actionData ?? flash;
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm<ChangePasswordFields>({
    id: formId,
    lastResult: outcome?.form === formId ? (outcome.reply as never) : undefined,
    constraint: maxLengths("currentPassword", "newPassword", "confirmPassword"),
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby="security-title">
      <h1 id="security-title">Seguridad</h1>
      <FlashStatus outcome={outcome} form={formId} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <Field key={fields.currentPassword.key} labelProps={{ children: "Contraseña actual" }} inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }} errors={fields.currentPassword.errors} />
        <Field key={fields.newPassword.key} labelProps={{ children: "Nueva contraseña (mínimo 8 caracteres)" }} inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }} errors={fields.newPassword.errors} />
        <Field key={fields.confirmPassword.key} labelProps={{ children: "Repetí la nueva contraseña" }} inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }} errors={fields.confirmPassword.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          Cambiar contraseña
        </button>
      </Form>
      <h2 id="sessions-title">Sesiones</h2>
      <p id="sessions-help">{accountCopy.endSessionsHelp}</p>
      {/* A document post: the answer is a new, empty session, so the whole page must reload. */}
      <Form method="post" reloadDocument aria-labelledby="sessions-title" aria-describedby="sessions-help" className="account-form">
        <input type="hidden" name="intent" value={endSessionsIntent} />
        <button type="submit" className="button button--outline">
          Cerrar todas las sesiones
        </button>
      </Form>
    </section>
  );
}
