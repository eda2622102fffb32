// /seguimiento's form (decision 117): an order's number and the e-mail it was placed with. A plain
// post to /seguimiento, also offered where an order's page cannot show the order to this browser.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";

import { maxLengths } from "../../forms/field-limits";
import type { FormOutcome } from "../../forms/outcome";
import { trackingCopy, type TrackingFields } from "../../forms/tracking";
import { ErrorList, Field, Honeypot } from "../forms";

export const trackingFormId = "tracking";

export function TrackingForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<TrackingFields>({
    id: trackingFormId,
    lastResult: outcome?.form === trackingFormId && outcome.status === "error" ? outcome.reply : undefined,
    constraint: maxLengths("orderNumber", "email"),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" action="/seguimiento" {...getFormProps(form)} className="tracking__fields">
      <Honeypot />
      <Field
        key={fields.orderNumber.key}
        labelProps={{ children: "Número de pedido" }}
        inputProps={{
          ...getInputProps(fields.orderNumber, { type: "text" }),
          autoComplete: "off",
          inputMode: "numeric",
        }}
        errors={fields.orderNumber.errors}
      />
      <Field
        key={fields.email.key}
        labelProps={{ children: "Email" }}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", inputMode: "email" }}
        errors={fields.email.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
        {submitting ? trackingCopy.sending : trackingCopy.submit}
      </button>
    </Form>
  );
}
