import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import type { OrderAction } from "../../domain/orders/order-status";
import { maxLengths } from "../../forms/field-limits";
import { Field, Honeypot, TextareaField } from "../forms";

type Props = {
  action: OrderAction;
  label: string;
  revision: number;
  lastResult: SubmissionResult<string[]> | undefined;
};

/**
 * One desk action as a plain form (decision 115): it names the order's revision, so a change someone
 * else made first makes this one refused; its fields' errors come back from the server beside them.
 */
export function DeskActionForm(props: Props) {
  const [form, fields] = useForm<Record<string, string>>({
    id: `accion-${props.action}`,
    lastResult: props.lastResult,
    constraint: maxLengths("carrier", "trackingNumber", "reason", "amount"),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="studio-form">
      <input type="hidden" name="intent" value={props.action} />
      <input type="hidden" name="revision" value={props.revision} />
      <Honeypot />
      {props.action === "enviar" ? (
        <>
          <Field
            key={fields.carrier!.key}
            labelProps={{ children: "Transporte" }}
            inputProps={{ ...getInputProps(fields.carrier!, { type: "text" }), autoComplete: "off" }}
            errors={fields.carrier!.errors}
          />
          <Field
            key={fields.trackingNumber!.key}
            labelProps={{ children: "Número de seguimiento" }}
            inputProps={{ ...getInputProps(fields.trackingNumber!, { type: "text" }), autoComplete: "off" }}
            errors={fields.trackingNumber!.errors}
          />
        </>
      ) : null}
      {props.action === "cancelar" ? (
        <TextareaField
          key={fields.reason!.key}
          labelProps={{ children: "Motivo (opcional, se lo contamos a la clienta)" }}
          textareaProps={{ ...getTextareaProps(fields.reason!), rows: 2 }}
          errors={fields.reason!.errors}
        />
      ) : null}
      {props.action === "devolver" ? (
        <Field
          key={fields.amount!.key}
          labelProps={{ children: "Importe en pesos (vacío: todo lo que queda)" }}
          inputProps={{ ...getInputProps(fields.amount!, { type: "text" }), inputMode: "decimal", autoComplete: "off" }}
          errors={fields.amount!.errors}
        />
      ) : null}
      <button type="submit" className="studio-button">
        {props.label}
      </button>
    </Form>
  );
}
