import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";

import { ErrorList, Field, Honeypot, TextareaField } from "../components/forms";
import { useRootData } from "../components/shell/root-data";
import { withdrawalPage } from "../components/withdrawal/copy";
import type { RootLoader } from "../features/shell/root.server";
import { fileWithdrawal } from "../features/withdrawal/withdrawal.server";
import { maxLengths } from "../forms/field-limits";
import type { FormOutcome } from "../forms/outcome";
import { WithdrawalSchema, type WithdrawalFields } from "../forms/withdrawal";
import { pageMeta } from "../http/meta";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { routeStyles, withdrawalSheet } from "../styles/sheets";

const styles = routeStyles(() => [withdrawalSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<unknown, { root: RootLoader }> = ({ matches }) =>
  pageMeta({
    title: withdrawalPage.title,
    description:
      "Arrepentite de tu compra dentro de los 10 días corridos: completá el formulario y recibí tu código de identificación al instante.",
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/arrepentimiento",
    ogType: "website",
  });

const formId = "withdrawal";
const back = "/arrepentimiento";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(formId), back);
  const submission = parseWithZod(form, { schema: WithdrawalSchema });
  if (submission.status !== "success")
    return respondTo(request, context, { form: formId, status: "error", reply: submission.reply() }, back);

  const { status, message } = await fileWithdrawal(request, context, submission.value);
  if (status === "error")
    return respondTo(
      request,
      context,
      { form: formId, status, message, reply: submission.reply({ formErrors: [message] }) },
      back,
    );
  return respondTo(request, context, { form: formId, status, message }, back);
}

export default function Withdrawal() {
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
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
              <Field
                key={fields.orderNumber.key}
                labelProps={{ children: "Número de pedido" }}
                inputProps={{ ...getInputProps(fields.orderNumber, { type: "text" }), autoComplete: "off" }}
                errors={fields.orderNumber.errors}
              />
              <Field
                key={fields.email.key}
                labelProps={{ children: "Email" }}
                inputProps={{
                  ...getInputProps(fields.email, { type: "email" }),
                  autoComplete: "email",
                  inputMode: "email",
                }}
                errors={fields.email.errors}
              />
              <Field
                key={fields.name.key}
                labelProps={{ children: "Nombre y apellido" }}
                inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
                errors={fields.name.errors}
              />
              <Field
                key={fields.document.key}
                labelProps={{ children: "DNI" }}
                inputProps={{
                  ...getInputProps(fields.document, { type: "text" }),
                  autoComplete: "off",
                  inputMode: "numeric",
                }}
                errors={fields.document.errors}
              />
              <TextareaField
                key={fields.reason.key}
                labelProps={{ children: "Motivo" }}
                textareaProps={{ ...getTextareaProps(fields.reason), rows: 4 }}
                errors={fields.reason.errors}
              />
              <ErrorList id={form.errorId} errors={form.errors} />
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
