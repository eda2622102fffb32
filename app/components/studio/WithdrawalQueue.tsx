import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { formatPrice } from "../../domain/price";
import type { WithdrawalRow, WithdrawalsPage } from "../../features/desk/withdrawals.server";
import { maxLengths } from "../../forms/field-limits";
import { ErrorList, Honeypot, TextareaField } from "../forms";

type ActionData = { form: string; reply: SubmissionResult<string[]> } | undefined;

/** The arrepentimientos' queue (decision 115): newest first, each with its order, deadline and state. */
export function WithdrawalQueue({ page, actionData }: { page: WithdrawalsPage; actionData: ActionData }) {
  const { rows, notice, newerHref, olderHref } = page;
  return (
    <>
      <h1>Arrepentimientos</h1>
      {notice && !actionData ? (
        <p className="studio-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorList errors={actionData?.reply.error?.[""]} />
      {rows.length === 0 ? (
        <p>No hay arrepentimientos.</p>
      ) : (
        <table className="studio-table">
          <caption>Pedidos de arrepentimiento, del más reciente al más antiguo</caption>
          <thead>
            <tr>
              <th scope="col">Código</th>
              <th scope="col">Pedido</th>
              <th scope="col">Quién y por qué</th>
              <th scope="col">Plazo legal</th>
              <th scope="col">Estado</th>
              <th scope="col">Resolver</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  {row.code}
                  <br />
                  <time dateTime={row.createdAt}>{row.when}</time>
                </th>
                <td>
                  {row.order ? (
                    <Link to={row.order.href}>{`Pedido N° ${row.order.number}`}</Link>
                  ) : (
                    <>
                      <strong>Pedido no encontrado</strong> ({row.orderNumber})
                    </>
                  )}
                </td>
                <td>
                  {row.name} · {row.email}
                  <br />
                  {row.reason}
                </td>
                <td>
                  {row.deadline
                    ? `Hasta ${row.deadline} (${row.daysLeft === 0 ? "vencido" : `${row.daysLeft} ${row.daysLeft === 1 ? "día" : "días"}`})`
                    : "Sin entregar todavía"}
                </td>
                <td>
                  {row.statusLabel}
                  {row.refusal ? `: ${row.refusal}` : ""}
                  {row.refundedCents !== null ? ` (${formatPrice(row.refundedCents / 100, { decimals: 2 })})` : ""}
                  {row.resolvedBy ? ` · ${row.resolvedBy}` : ""}
                </td>
                <td>
                  <Resolutions row={row} actionData={actionData} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Páginas" className="studio-actions">
        {newerHref ? <Link to={newerHref}>Más recientes</Link> : null}
        {olderHref ? <Link to={olderHref}>Más antiguos</Link> : null}
      </nav>
    </>
  );
}

function Resolutions({ row, actionData }: { row: WithdrawalRow; actionData: ActionData }) {
  if (row.next.length === 0) return <>—</>;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="code" value={row.code} />
      <input type="hidden" name="expected" value={row.status} />
      <Honeypot />
    </>
  );
  return (
    <div className="studio-desk-resolutions">
      {row.next.includes("en-curso") ? (
        <Form method="post" className="studio-inline-form">
          {hidden("en-curso")}
          <button type="submit" className="studio-button studio-button--quiet">
            {`Pasar a en curso (${row.code})`}
          </button>
        </Form>
      ) : null}
      {row.order ? (
        <Form method="post" className="studio-inline-form">
          {hidden("reembolsar")}
          <button type="submit" className="studio-button">
            {`Reembolsar (${row.code})`}
          </button>
        </Form>
      ) : null}
      <RejectForm row={row} lastResult={actionData?.form === `rechazar-${row.code}` ? actionData.reply : undefined}>
        {hidden("rechazar")}
      </RejectForm>
    </div>
  );
}

function RejectForm({
  row,
  lastResult,
  children,
}: {
  row: WithdrawalRow;
  lastResult: SubmissionResult<string[]> | undefined;
  children: ReactNode;
}) {
  const [form, fields] = useForm<{ refusal: string }>({
    id: `rechazar-${row.code}`,
    lastResult,
    constraint: maxLengths("refusal"),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="studio-form">
      {children}
      <TextareaField
        key={fields.refusal.key}
        labelProps={{ children: `Motivo del rechazo (${row.code})` }}
        textareaProps={{ ...getTextareaProps(fields.refusal), rows: 2 }}
        errors={fields.refusal.errors}
      />
      <button type="submit" className="studio-button studio-button--quiet">
        Rechazar
      </button>
    </Form>
  );
}
