import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { FlashStatus } from "../components/account/FlashStatus";
import { ErrorList, Field } from "../components/forms";
import { useRootData } from "../components/shell/root-data";
import { changePassword } from "../features/accounts/security.server";
import { requirePerson, signOut } from "../features/accounts/sign-in.server";
import { accountCopy } from "../forms/account-copy";
import { ChangePasswordSchema, type ChangePasswordFields } from "../forms/accounts";
import { maxLengths } from "../forms/field-limits";
import type { FormOutcome } from "../forms/outcome";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

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
  const { person } = await requirePerson(request, context);
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(formId), here);
  if (form.get("intent") === endSessionsIntent) {
    return signOut(request, context, "/login", accountCopy.sessionsEnded, { everywhere: true });
  }
  const submission = parseWithZod(form, { schema: ChangePasswordSchema });
  const fail = (reply: FormOutcome["reply"]) =>
    respondTo(request, context, { form: formId, status: "error", reply }, here);
  if (submission.status !== "success") return fail(submission.reply({ hideFields }));
  const result = await changePassword(request, context, person, submission.value);
  if (result.status === "error") return fail(submission.reply({ ...result.errors, hideFields }));
  return respondTo(request, context, { form: formId, status: "success", message: result.message }, here);
}

export default function Security() {
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
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
        <Field
          key={fields.currentPassword.key}
          labelProps={{ children: "Contraseña actual" }}
          inputProps={{
            ...getInputProps(fields.currentPassword, { type: "password" }),
            autoComplete: "current-password",
          }}
          errors={fields.currentPassword.errors}
        />
        <Field
          key={fields.newPassword.key}
          labelProps={{ children: "Nueva contraseña (mínimo 8 caracteres)" }}
          inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.newPassword.errors}
        />
        <Field
          key={fields.confirmPassword.key}
          labelProps={{ children: "Repetí la nueva contraseña" }}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          Cambiar contraseña
        </button>
      </Form>
      <h2 id="sessions-title">Sesiones</h2>
      <p id="sessions-help">{accountCopy.endSessionsHelp}</p>
      {/* A document post: the answer is a new, empty session, so the whole page must reload. */}
      <Form
        method="post"
        reloadDocument
        aria-labelledby="sessions-title"
        aria-describedby="sessions-help"
        className="account-form"
      >
        <input type="hidden" name="intent" value={endSessionsIntent} />
        <button type="submit" className="button button--outline">
          Cerrar todas las sesiones
        </button>
      </Form>
    </section>
  );
}
