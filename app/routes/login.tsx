import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { ErrorList, Field, Honeypot } from "../components/forms";
import { useRootData } from "../components/shell/root-data";
import { loginPathFor } from "../domain/accounts/account-links";
import { logIn, loginPage, register } from "../features/accounts/login.server";
import { afterLoginPath } from "../features/accounts/sign-in.server";
import { LoginSchema, RegisterSchema, type LoginFields, type RegisterFields } from "../forms/accounts";
import { maxLengths } from "../forms/field-limits";
import type { FormOutcome } from "../forms/outcome";
import { safeRedirectTo } from "../http/redirect-to";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { accountSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [accountSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [
  { title: "Ingresá a tu cuenta | Esencia" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loginPage(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("login"), "/login");
  const intent = form.get("intent") === "register" ? "register" : "login";
  const returnUrl = safeRedirectTo(form.get("returnUrl"), afterLoginPath);
  const back = loginPathFor(returnUrl);
  const submission = parseWithZod(form, { schema: intent === "register" ? RegisterSchema : LoginSchema });
  const refuse = (message: string) =>
    respondTo(
      request,
      context,
      {
        form: intent,
        status: "error",
        message,
        reply: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }),
      },
      back,
    );
  if (submission.status !== "success") {
    const reply = submission.reply({ hideFields: ["password", "confirmPassword"] });
    return respondTo(request, context, { form: intent, status: "error", reply }, back);
  }

  const value = submission.value;
  const result =
    value.intent === "register"
      ? await register(request, context, value, returnUrl)
      : await logIn(request, context, value, returnUrl);
  return result.status === "refused" ? refuse(result.message) : result.response;
}

export default function Login() {
  const { returnUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
  const outcome = actionData ?? flash;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [login, loginFields] = useForm<LoginFields>({
    id: "login",
    lastResult: outcome?.form === "login" ? (outcome.reply as never) : undefined,
    constraint: maxLengths("email", "password"),
    shouldValidate: "onSubmit",
  });
  const [register, registerFields] = useForm<RegisterFields>({
    id: "register",
    lastResult: outcome?.form === "register" ? (outcome.reply as never) : undefined,
    constraint: maxLengths("givenName", "familyName", "email", "password", "confirmPassword"),
    shouldValidate: "onSubmit",
  });

  return (
    <div className="account-entry">
      <section aria-labelledby="login-title" className="account-card">
        <h1 id="login-title">Ingresá a tu cuenta</h1>
        <Form method="post" {...getFormProps(login)} className="account-form">
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <Honeypot />
          <Field
            key={loginFields.email.key}
            labelProps={{ children: "Email" }}
            inputProps={{
              ...getInputProps(loginFields.email, { type: "email" }),
              autoComplete: "email",
              inputMode: "email",
            }}
            errors={loginFields.email.errors}
          />
          <Field
            key={loginFields.password.key}
            labelProps={{ children: "Contraseña" }}
            inputProps={{
              ...getInputProps(loginFields.password, { type: "password" }),
              autoComplete: "current-password",
            }}
            errors={loginFields.password.errors}
          />
          <ErrorList id={login.errorId} errors={login.errors} />
          <button type="submit" className="button" disabled={busy === "login"} aria-busy={busy === "login"}>
            Ingresar
          </button>
        </Form>
      </section>
      <section aria-labelledby="register-title" className="account-card">
        <h2 id="register-title">¿No tenés cuenta? Creala</h2>
        <Form method="post" {...getFormProps(register)} className="account-form">
          <input type="hidden" name="intent" value="register" />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <Honeypot />
          <Field
            key={registerFields.givenName.key}
            labelProps={{ children: "Nombre" }}
            inputProps={{ ...getInputProps(registerFields.givenName, { type: "text" }), autoComplete: "given-name" }}
            errors={registerFields.givenName.errors}
          />
          <Field
            key={registerFields.familyName.key}
            labelProps={{ children: "Apellido" }}
            inputProps={{ ...getInputProps(registerFields.familyName, { type: "text" }), autoComplete: "family-name" }}
            errors={registerFields.familyName.errors}
          />
          <Field
            key={registerFields.email.key}
            labelProps={{ children: "Email" }}
            inputProps={{
              ...getInputProps(registerFields.email, { type: "email" }),
              autoComplete: "email",
              inputMode: "email",
            }}
            errors={registerFields.email.errors}
          />
          <Field
            key={registerFields.password.key}
            labelProps={{ children: "Contraseña (mínimo 8 caracteres)" }}
            inputProps={{
              ...getInputProps(registerFields.password, { type: "password" }),
              autoComplete: "new-password",
            }}
            errors={registerFields.password.errors}
          />
          <Field
            key={registerFields.confirmPassword.key}
            labelProps={{ children: "Repetí la contraseña" }}
            inputProps={{
              ...getInputProps(registerFields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
            }}
            errors={registerFields.confirmPassword.errors}
          />
          <ErrorList id={register.errorId} errors={register.errors} />
          <button
            type="submit"
            className="button button--outline"
            disabled={busy === "register"}
            aria-busy={busy === "register"}
          >
            Crear cuenta
          </button>
        </Form>
      </section>
    </div>
  );
}
