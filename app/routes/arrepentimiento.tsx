import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "../components/ui/Field";
import { withdrawalPage } from "../components/withdrawal/copy";
import { WithdrawalSchema, withdrawalCopy, type WithdrawalFields } from "../forms/withdrawal";
import { pageMeta } from "../http/meta";
import { readFormData, respondTo, unreadableForm, type FormOutcome } from "../http/respond.server";
import type { loader as rootLoader } from "../root";
import { clientOf, rateLimits } from "../ports/rate-limit.server";
import { sessions } from "../ports/session.server";
import { personOf } from "../ports/shopper.server";
import { withdrawals } from "../ports/withdrawals.server";
import withdrawalStyles from "../styles/withdrawal.css?url";
import { maxLengths } from "../forms/field-limits";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: withdrawalStyles }];

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: withdrawalPage.title,
    description: "Arrepentite de tu compra dentro de los 10 días corridos: completá el formulario y recibí tu código de identificación al instante.",
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/arrepentimiento",
    ogType: "website",
  });

const formId = "withdrawal";
const back = "/arrepentimiento";
/** Per connection, in 10-minute windows: a household filing a few requests, never a script. */
const limit = { requests: 10, windowSeconds: 600 };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(formId), back);
  const submission = parseWithZod(form, { schema: WithdrawalSchema });
  if (submission.status !== "success") return respondTo(request, context, { form: formId, status: "error", reply: submission.reply() }, back);

  const refuse = (message: string) => respondTo(request, context, { form: formId, status: "error", message, reply: submission.reply({ formErrors: [message] }) }, back);
  if (!(await rateLimits(context).allow("withdrawal", clientOf(request), limit.requests, limit.windowSeconds))) return refuse(withdrawalCopy.rateLimited);

  // The account comes from the session only; the form never names one.
  const person = await personOf(context, await sessions(context, request).read());
  const { website: _honeypot, ...fields } = submission.value;
  try {
    const filed = await withdrawals(context).file({ ...fields, userId: person?.id ?? null });
    return respondTo(request, context, { form: formId, status: "success", message: withdrawalCopy.received(filed.code) }, back);
  } catch (error) {
    console.error("arrepentimiento: no se pudo guardar la solicitud", error);
    return refuse(withdrawalCopy.failed);
  }
}

export default function Withdrawal() {
  const actionData = useActionData<FormOutcome>();
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  const outcome = actionData ?? (flash?.form === formId ? (flash as FormOutcome) : undefined);
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<WithdrawalFields>({
    id: formId,
    lastResult: outcome?.status === "error" ? outcome.reply : undefined,
    constraint: maxLengths("orderNumber", "email", "name", "document", "reason"),
    shouldValidate: "onSubmit",
  });
  const code = outcome?.status === "success" ? /ARR-[0-9A-Z]{8}/.exec(outcome.message ?? "")?.[0] : undefined;

  return (
    <article className="withdrawal">
      <h1>{withdrawalPage.title}</h1>
      <section className="withdrawal__legal" aria-label="Derecho de arrepentimiento">
        {withdrawalPage.legal.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="withdrawal__form" aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title">{withdrawalPage.buttonTitle}</h2>
        {code ? (
          <div className="withdrawal__done" role="status">
            <p>{outcome?.message?.replace(/ Tu código.*$/, "")}</p>
            <p className="withdrawal__code-label">{withdrawalPage.codeLabel}</p>
            <p className="withdrawal__code" data-testid="withdrawal-code">
              {code}
            </p>
            <p>{withdrawalPage.keepCode}</p>
            <Link to={back} reloadDocument className="button button--outline">
              {withdrawalPage.another}
            </Link>
          </div>
        ) : (
          <>
            <p>{withdrawalPage.intro}</p>
            <Form method="post" {...getFormProps(form)} className="withdrawal__fields">
              <Honeypot />
              <Field field={fields.orderNumber} label="Número de pedido" autoComplete="off" />
              <Field field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
              <Field field={fields.name} label="Nombre y apellido" autoComplete="name" />
              <Field field={fields.document} label="DNI" autoComplete="off" inputMode="numeric" />
              <div className="field">
                <label htmlFor={fields.reason.id}>Motivo</label>
                <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={4} />
                {fields.reason.errors ? (
                  <p className="field-error" id={fields.reason.errorId} role="alert">
                    {fields.reason.errors[0]}
                  </p>
                ) : null}
              </div>
              <FormErrors id={form.errorId} errors={form.errors} />
              <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
                {submitting ? withdrawalPage.sending : withdrawalPage.submit}
              </button>
            </Form>
          </>
        )}
      </section>
    </article>
  );
}
