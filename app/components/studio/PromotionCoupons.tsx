import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import type { PromotionPageData } from "../../features/promotions/promotion-desk.server";
import { maxLengths } from "../../forms/field-limits";
import { ErrorList, Field, Honeypot } from "../forms";

type Coupons = NonNullable<PromotionPageData["coupons"]>;
const noLimit = (value: number | null) => (value === null ? "Sin límite" : String(value));

/** A promotion's coupon codes (decision 122): one typed, a generated batch, and how often each was used. */
export function PromotionCoupons({
  coupons,
  lastResult,
}: {
  coupons: Coupons;
  lastResult: { form: string; reply: SubmissionResult<string[]> } | undefined;
}) {
  const [single, singleFields] = useForm({
    id: "cupon",
    lastResult: lastResult?.form === "cupon" ? lastResult.reply : undefined,
    constraint: maxLengths("couponCode"),
    shouldValidate: "onSubmit",
  });
  const [batch, batchFields] = useForm({
    id: "lote",
    lastResult: lastResult?.form === "lote" ? lastResult.reply : undefined,
    constraint: maxLengths("batchName", "prefix"),
    shouldValidate: "onSubmit",
  });
  const limitFields = (fields: typeof singleFields) => (
    <>
      <Field
        key={fields.maxUses?.key}
        labelProps={{ children: "Usos máximos en total (vacío: sin límite)" }}
        inputProps={{ ...getInputProps(fields.maxUses!, { type: "number" }), min: 1, step: 1 }}
        errors={fields.maxUses?.errors}
      />
      <Field
        key={fields.maxUsesPerShopper?.key}
        labelProps={{ children: "Usos máximos por cliente (vacío: sin límite)" }}
        inputProps={{ ...getInputProps(fields.maxUsesPerShopper!, { type: "number" }), min: 1, step: 1 }}
        errors={fields.maxUsesPerShopper?.errors}
      />
    </>
  );
  return (
    <section aria-labelledby="cupones-title" className="studio-panel">
      <h2 id="cupones-title">Cupones</h2>
      <div className="studio-columns">
        <Form method="post" {...getFormProps(single)} className="studio-form" aria-labelledby="cupon-title">
          <h3 id="cupon-title">Agregar un código</h3>
          <input type="hidden" name="intent" value="cupon" />
          <Honeypot />
          <Field
            key={singleFields.couponCode?.key}
            labelProps={{ children: "Código (letras, números y guiones)" }}
            inputProps={{ ...getInputProps(singleFields.couponCode!, { type: "text" }), autoComplete: "off" }}
            errors={singleFields.couponCode?.errors}
          />
          {limitFields(singleFields)}
          <ErrorList id={single.errorId} errors={single.errors} />
          <button type="submit" className="studio-button">
            Agregar código
          </button>
        </Form>
        <Form method="post" {...getFormProps(batch)} className="studio-form" aria-labelledby="lote-title">
          <h3 id="lote-title">Generar un lote</h3>
          <input type="hidden" name="intent" value="lote" />
          <Honeypot />
          <Field
            key={batchFields.batchName?.key}
            labelProps={{ children: "Nombre del lote" }}
            inputProps={{ ...getInputProps(batchFields.batchName!, { type: "text" }), autoComplete: "off" }}
            errors={batchFields.batchName?.errors}
          />
          <Field
            key={batchFields.prefix?.key}
            labelProps={{ children: "Prefijo (opcional, por ejemplo VERANO)" }}
            inputProps={{ ...getInputProps(batchFields.prefix!, { type: "text" }), autoComplete: "off" }}
            errors={batchFields.prefix?.errors}
          />
          <Field
            key={batchFields.count?.key}
            labelProps={{ children: "Cantidad de códigos" }}
            inputProps={{ ...getInputProps(batchFields.count!, { type: "number" }), min: 1, step: 1 }}
            errors={batchFields.count?.errors}
          />
          {limitFields(batchFields)}
          <ErrorList id={batch.errorId} errors={batch.errors} />
          <button type="submit" className="studio-button">
            Generar códigos
          </button>
        </Form>
      </div>
      {coupons.batches.length > 0 ? (
        <>
          <h3>Lotes</h3>
          <ul>
            {coupons.batches.map((line) => (
              <li key={line.batch}>
                {line.batch}: {line.codes} códigos, {line.uses} usos.{" "}
                {/* A plain link, past the router: the browser saves what the server sends. */}
                <a href={line.csvHref} download>
                  Descargar CSV del lote {line.batch}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {coupons.total === 0 ? (
        <p>Todavía no hay códigos.</p>
      ) : (
        <div className="studio-table-scroll" role="region" aria-label="Códigos y sus usos" tabIndex={0}>
          <table className="studio-table">
            <caption>
              {coupons.total > coupons.lines.length
                ? `Códigos: los primeros ${coupons.lines.length} de ${coupons.total}`
                : `Códigos: ${coupons.total}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Código</th>
                <th scope="col">Lote</th>
                <th scope="col">Usos</th>
                <th scope="col">Máximo</th>
                <th scope="col">Máximo por cliente</th>
              </tr>
            </thead>
            <tbody>
              {coupons.lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row">{line.code}</th>
                  <td>{line.batch ?? "—"}</td>
                  <td>{line.uses}</td>
                  <td>{noLimit(line.maxUses)}</td>
                  <td>{noLimit(line.maxUsesPerShopper)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
