import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { ErrorList, Field, Honeypot } from "../components/forms";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { signInPage, studioSignIn } from "../features/studio/staff.server";
import { maxLengths } from "../forms/field-limits";
import { staffCopy, StudioSignInSchema, type StudioSignInFields } from "../forms/staff";
import { readFormData } from "../http/respond.server";
import { routeStyles, studioSheet } from "../styles/sheets";

const styles = routeStyles(() => [studioSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => studioMeta("Ingresar");

export const loader = ({ request, context }: LoaderFunctionArgs) => signInPage(request, context);

/**
 * Signed in: a 303 into the studio. Refused: the form rendered again by the server (JS or not) with
 * the error and the e-mail typed, never the password (decision 072: no flash in the shopper's cookie).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form)
    return data(
      { reply: { status: "error", error: { "": [staffCopy.unreadable] } } as SubmissionResult<string[]> },
      400,
    );
  const submission = parseWithZod(form, { schema: StudioSignInSchema });
  if (submission.status !== "success") return data({ reply: submission.reply({ hideFields: ["password"] }) }, 400);
  const result = await studioSignIn(request, context, submission.value);
  if (result.status === "signed-in") return result.response;
  return data(
    { reply: submission.reply({ formErrors: [result.message], hideFields: ["password"] }) },
    { status: result.httpStatus },
  );
}

export default function StudioSignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ reply: SubmissionResult<string[]> }>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<StudioSignInFields>({
    id: "studio-entrar",
    lastResult: actionData?.reply,
    constraint: maxLengths("email", "password"),
    shouldValidate: "onSubmit",
  });
  return (
    <main id="contenido" className="studio-entry">
      <section aria-labelledby="studio-entrar-title" className="studio-panel studio-entry__card">
        <p className="studio-header__title">Esencia Studio</p>
        <h1 id="studio-entrar-title">Ingresá al estudio</h1>
        <Form method="post" {...getFormProps(form)} className="studio-form">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Honeypot />
          <Field
            key={fields.email.key}
            labelProps={{ children: "Email" }}
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "username",
              inputMode: "email",
            }}
            errors={fields.email.errors}
          />
          <Field
            key={fields.password.key}
            labelProps={{ children: "Contraseña" }}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.password.errors}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <button type="submit" className="studio-button" disabled={busy} aria-busy={busy}>
            Ingresar
          </button>
        </Form>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <StudioError standalone />;
}
