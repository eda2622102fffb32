import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { ErrorList, Field, Honeypot, SelectField } from "../components/forms";
import { StudioError } from "../components/studio/StudioError";
import { TeamTable } from "../components/studio/TeamTable";
import { studioMeta } from "../domain/studio/meta";
import { roleLabel, staffRoles } from "../domain/studio/roles";
import { requireStaff } from "../features/studio/staff.server";
import { changeTeam, teamPage } from "../features/studio/team.server";
import { maxLengths } from "../forms/field-limits";
import { StaffActionSchema, staffCopy, type StaffCreateFields } from "../forms/staff";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction = () => studioMeta("Equipo");

export const loader = ({ request, context }: LoaderFunctionArgs) => teamPage(request, context);

type TeamActionData = { form: string; reply: SubmissionResult<string[]> };

/** Admins only, checked before the form is read; a change 303s back with its notice (decision 072). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "equipo");
  const form = await readFormData(request);
  const intent = String(form?.get("intent") ?? "");
  if (!form)
    return data<TeamActionData>(
      { form: intent, reply: { status: "error", error: { "": [staffCopy.unreadable] } } },
      400,
    );
  const submission = parseWithZod(form, { schema: StaffActionSchema });
  if (submission.status !== "success")
    return data<TeamActionData>({ form: intent, reply: submission.reply({ hideFields: ["password"] }) }, 400);
  const result = await changeTeam(context, admin, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply =
    result.field === "email"
      ? submission.reply({ fieldErrors: { email: [result.message] }, hideFields: ["password"] })
      : submission.reply({ formErrors: [result.message], hideFields: ["password"] });
  return data<TeamActionData>({ form: intent, reply }, 409);
}

export default function Team() {
  const { members, notice, self } = useLoaderData<typeof loader>();
  const actionData = useActionData<TeamActionData>();
  const [create, fields] = useForm<StaffCreateFields>({
    id: "alta",
    lastResult: actionData?.form === "crear" ? actionData.reply : undefined,
    constraint: maxLengths("email", "name", "password"),
    shouldValidate: "onSubmit",
  });
  // The table's forms have no field a message could sit next to: theirs shows above the table.
  const rowErrors =
    actionData && actionData.form !== "crear" ? Object.values(actionData.reply.error ?? {}).flat() : undefined;
  return (
    <>
      <h1>Equipo</h1>
      {notice ? (
        <p className="studio-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorList errors={rowErrors} />
      <TeamTable members={members} self={self} />
      <section aria-labelledby="alta-title" className="studio-panel">
        <h2 id="alta-title">Agregar a alguien</h2>
        <Form method="post" {...getFormProps(create)} className="studio-form">
          <input type="hidden" name="intent" value="crear" />
          <Honeypot />
          <Field
            key={fields.name.key}
            labelProps={{ children: "Nombre" }}
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
            errors={fields.name.errors}
          />
          <Field
            key={fields.email.key}
            labelProps={{ children: "Email" }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }}
            errors={fields.email.errors}
          />
          <SelectField
            key={fields.role.key}
            labelProps={{ children: "Rol" }}
            selectProps={{
              ...getSelectProps(fields.role),
              defaultValue: fields.role.initialValue ?? "editor",
              children: staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              )),
            }}
            errors={fields.role.errors}
          />
          <Field
            key={fields.password.key}
            labelProps={{ children: "Contraseña inicial (mínimo 8 caracteres)" }}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <ErrorList id={create.errorId} errors={create.errors} />
          <button type="submit" className="studio-button">
            Agregar
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
