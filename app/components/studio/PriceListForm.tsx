import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import type { ShownProblem } from "../../features/catalogue/price-list-desk.server";
import { maxLengths } from "../../forms/field-limits";
import type { PriceListFormValues } from "../../forms/price-list";
import { ErrorList, Field, Honeypot } from "../forms";

/** 'Línea 4, columna Precio: …', or the message alone when it is about the whole file. */
function problemText({ line, column, message }: ShownProblem): string {
  const where = [line === null ? null : `Línea ${line}`, column === null ? null : `columna ${column}`]
    .filter(Boolean)
    .join(", ");
  return where ? `${where.charAt(0).toUpperCase()}${where.slice(1)}: ${message}` : message;
}

/** A refused file's problems, every one by line and column: ops fix them all in one pass. */
function FileProblems({ problems }: { problems: readonly ShownProblem[] }) {
  return (
    <div className="studio-alert" role="alert">
      <p>Problemas del archivo:</p>
      <ul aria-label="Problemas del archivo">
        {problems.map((problem, index) => (
          <li key={index}>{problemText(problem)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A new price list (decision 129): a real multipart POST that works without JavaScript, the server's
 * errors next to each field, a refused file's problems by line, and what was typed kept (the file
 * itself has to be chosen again: browsers never refill a file input).
 */
export function PriceListForm({
  lastResult,
  problems,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  problems: readonly ShownProblem[] | undefined;
}) {
  const [form, fields] = useForm<PriceListFormValues & { file?: File }>({
    id: "lista-de-precios",
    lastResult,
    constraint: maxLengths("name"),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="studio-form">
      <Honeypot />
      <Field
        key={fields.name.key}
        labelProps={{ children: "Nombre (por ejemplo «Hot Sale 2031»)" }}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
      />
      <Field
        key={fields.startsAt.key}
        labelProps={{ children: "Empieza (hora de Buenos Aires)" }}
        inputProps={getInputProps(fields.startsAt, { type: "datetime-local" })}
        errors={fields.startsAt.errors}
      />
      <Field
        key={fields.endsAt.key}
        labelProps={{ children: "Termina (hora de Buenos Aires)" }}
        inputProps={getInputProps(fields.endsAt, { type: "datetime-local" })}
        errors={fields.endsAt.errors}
      />
      <Field
        key={fields.file.key}
        labelProps={{
          children: "Archivo de precios (CSV o TSV: columnas SKU o EAN, y Precio; las demás se ignoran)",
        }}
        inputProps={{
          ...getInputProps(fields.file, { type: "file" }),
          accept: ".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain",
        }}
        errors={fields.file.errors}
      />
      {problems && problems.length > 0 ? <FileProblems problems={problems} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="studio-button">
        Crear lista
      </button>
    </Form>
  );
}
