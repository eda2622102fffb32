import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "../components/ui/Field";
import { loginPathFor } from "../domain/accounts/account-links";
import { accountCopy, LoginSchema, RegisterSchema, type LoginFields, type RegisterFields } from "../forms/accounts";
import { safeRedirectTo } from "../http/redirect-to";
import { readFormData, respondTo, unreadableForm, type FormOutcome } from "../http/respond.server";
import { afterLoginPath, signIn } from "../features/accounts/sign-in.server";
import { accounts } from "../ports/accounts.server";
import { clientOf, rateLimits } from "../ports/rate-limit.server";
import { sessions } from "../ports/session.server";
import { personOf } from "../ports/shopper.server";
import type { loader as rootLoader } from "../root";
import accountStyles from "../styles/account.css?url";
import { maxLengths } from "../forms/field-limits";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];


export const meta: MetaFunction = () => [{ title: "Ingresá a tu cuenta | Esencia" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
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

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm("login"), "/login");
  const intent = form.get("intent") === "register" ? "register" : "login";
  const returnUrl = safeRedirectTo(form.get("returnUrl"), afterLoginPath);
  const back = loginPathFor(returnUrl);
  const submission = parseWithZod(form, { schema: intent === "register" ? RegisterSchema : LoginSchema });
  const refuse = (message: string) =>
    respondTo(request, context, { form: intent, status: "error", message, reply: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }) }, back);
  if (submission.status !== "success") {
    const reply = submission.reply({ hideFields: ["password", "confirmPassword"] });
    return respondTo(request, context, { form: intent, status: "error", reply }, back);
  }

  const value = submission.value;
  const limiter = rateLimits(context);
  const client = clientOf(request);
  if (value.intent === "register") {
    if (!(await limiter.allow("register", client, limits.registrations, limits.windowSeconds))) return refuse(accountCopy.rateLimited);
  } else {
    if (!(await limiter.allow("login", client, limits.perClient, limits.windowSeconds))) return refuse(accountCopy.rateLimited);
    const emailHere = `${value.email} ${client}`;
    if (!(await limiter.allow("login-email", emailHere, limits.perEmailAndClient, limits.windowSeconds))) return refuse(accountCopy.loginLimitedForAccount);
  }

  if (value.intent === "login") {
    const person = await accounts(context).authenticate(value.email, value.password);
    if (!person) return refuse(accountCopy.loginFailed);
    return signIn(request, context, person, returnUrl, accountCopy.welcome(person.givenName));
  }
  const person = await accounts(context).register(value);
  if (!person) return refuse(accountCopy.registerFailed);
  return signIn(request, context, person, returnUrl, accountCopy.registered);
}

export default function Login() {
  const { returnUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormOutcome>();
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
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
          <Field field={loginFields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
          <Field field={loginFields.password} label="Contraseña" type="password" autoComplete="current-password" />
          <FormErrors id={login.errorId} errors={login.errors} />
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
          <Field field={registerFields.givenName} label="Nombre" autoComplete="given-name" />
          <Field field={registerFields.familyName} label="Apellido" autoComplete="family-name" />
          <Field field={registerFields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
          <Field field={registerFields.password} label="Contraseña (mínimo 8 caracteres)" type="password" autoComplete="new-password" />
          <Field field={registerFields.confirmPassword} label="Repetí la contraseña" type="password" autoComplete="new-password" />
          <FormErrors id={register.errorId} errors={register.errors} />
          <button type="submit" className="button button--outline" disabled={busy === "register"} aria-busy={busy === "register"}>
            Crear cuenta
          </button>
        </Form>
      </section>
    </div>
  );
}
