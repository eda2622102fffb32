import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { FlashStatus } from "../components/account/FlashStatus";
import { Field } from "../components/forms";
import { useRootData } from "../components/shell/root-data";
import { saveUserDetails, userDetailsPage } from "../features/accounts/profile.server";
import { requirePerson } from "../features/accounts/sign-in.server";
import { accountCopy } from "../forms/account-copy";
import { UserDetailsSchema, type UserDetailsFields } from "../forms/accounts";
import { maxLengths } from "../forms/field-limits";
import type { FormOutcome } from "../forms/outcome";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

const formId = "user-details";
const here = "/pvt/account/user-details";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return userDetailsPage(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { person } = await requirePerson(request, context);
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(formId), here);
  const submission = parseWithZod(form, { schema: UserDetailsSchema });
  if (submission.status !== "success")
    return respondTo(request, context, { form: formId, status: "error", reply: submission.reply() }, here);
  await saveUserDetails(context, person, submission.value);
  return respondTo(request, context, { form: formId, status: "success", message: accountCopy.detailsSaved }, here);
}

export default function UserDetails() {
  const details = useLoaderData<typeof loader>();
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
  const outcome = actionData ?? flash;
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm<UserDetailsFields>({
    id: formId,
    defaultValue: details,
    constraint: maxLengths("givenName", "familyName", "phone", "document"),
    lastResult: outcome?.form === formId ? (outcome.reply as never) : undefined,
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title">Datos personales</h1>
      <FlashStatus outcome={outcome} form={formId} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <Field
          key={fields.givenName.key}
          labelProps={{ children: "Nombre" }}
          inputProps={{ ...getInputProps(fields.givenName, { type: "text" }), autoComplete: "given-name" }}
          errors={fields.givenName.errors}
        />
        <Field
          key={fields.familyName.key}
          labelProps={{ children: "Apellido" }}
          inputProps={{ ...getInputProps(fields.familyName, { type: "text" }), autoComplete: "family-name" }}
          errors={fields.familyName.errors}
        />
        <Field
          key={fields.phone.key}
          labelProps={{ children: "Teléfono" }}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
          errors={fields.phone.errors}
        />
        <Field
          key={fields.document.key}
          labelProps={{ children: "DNI" }}
          inputProps={{ ...getInputProps(fields.document, { type: "text" }), inputMode: "numeric" }}
          errors={fields.document.errors}
        />
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          Guardar
        </button>
      </Form>
    </section>
  );
}
