import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";

import { promotionKinds } from "../../domain/promotions/promotion";
import { promotionKindLabels } from "../../domain/promotions/promotion-state";
import type { PromotionPageData } from "../../features/promotions/promotion-desk.server";
import { maxLengths } from "../../forms/field-limits";
import type { PromotionFormValues } from "../../forms/promotion";
import { CheckboxField, ErrorList, Field, Honeypot, SelectField } from "../forms";

type Choice = { value: string; label: string };

/** A scope's list as checkboxes: no JavaScript needed, each checked box one id in the post. */
function Choices({
  legend,
  field,
  choices,
}: {
  legend: string;
  field: FieldMetadata<string[] | undefined>;
  choices: Choice[];
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="studio-choices">
      <legend>{legend}</legend>
      <div className="studio-choices__list">
        {getCollectionProps(field, { type: "checkbox", options: choices.map(({ value }) => value) }).map(
          (props, index) => (
            <label key={props.key}>
              <input {...props} key={undefined} /> {choices[index]!.label}
            </label>
          ),
        )}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * A promotion's form (decision 122), new or edited: a real POST that works without JavaScript, the
 * server's errors next to each field and everything typed kept. Start and end are Buenos Aires minutes.
 */
export function PromotionForm({
  page,
  lastResult,
}: {
  page: Pick<PromotionPageData, "promotion" | "values" | "choices">;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<PromotionFormValues>({
    id: "promocion",
    lastResult,
    defaultValue: page.values,
    constraint: maxLengths("name", "badge", "giftSku", "skus"),
    shouldValidate: "onSubmit",
  });
  const number = (field: (typeof fields)["percent"], label: string, options: { min?: number; max?: number } = {}) => (
    <Field
      key={field.key}
      labelProps={{ children: label }}
      inputProps={{ ...getInputProps(field, { type: "number" }), inputMode: "numeric", step: 1, ...options }}
      errors={field.errors}
    />
  );
  const { choices } = page;
  return (
    <Form method="post" {...getFormProps(form)} className="studio-form studio-promotion-form">
      <input type="hidden" name="intent" value="guardar" />
      {page.promotion ? <input type="hidden" name="revision" value={page.promotion.revision} /> : null}
      <Honeypot />
      <Field
        key={fields.name.key}
        labelProps={{ children: "Nombre (como lo ven la bolsa y el pedido)" }}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
      />
      <Field
        key={fields.badge.key}
        labelProps={{ children: "Cucarda (opcional, por ejemplo «20% OFF»)" }}
        inputProps={{ ...getInputProps(fields.badge, { type: "text" }), autoComplete: "off" }}
        errors={fields.badge.errors}
      />
      <SelectField
        key={fields.kind.key}
        labelProps={{ children: "Tipo" }}
        selectProps={{
          ...getSelectProps(fields.kind),
          children: promotionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {promotionKindLabels[kind]}
            </option>
          )),
        }}
        errors={fields.kind.errors}
      />
      <fieldset className="studio-fieldset">
        <legend>Números del tipo elegido (los demás se ignoran)</legend>
        {number(fields.percent, "Porcentaje (porcentaje de descuento y N-ésima unidad)", { min: 1, max: 100 })}
        {number(fields.amountPesos, "Monto en pesos (monto fijo)", { min: 1 })}
        {number(fields.buy, "Llevá (llevá N, pagá M)", { min: 2 })}
        {number(fields.pay, "Pagá (llevá N, pagá M)", { min: 1 })}
        {number(fields.nth, "Unidad con descuento, por ejemplo 2 para la segunda (N-ésima unidad)", { min: 2 })}
        <Field
          key={fields.giftSku.key}
          labelProps={{ children: "SKU del regalo (regalo)" }}
          inputProps={{ ...getInputProps(fields.giftSku, { type: "text" }), inputMode: "numeric", autoComplete: "off" }}
          errors={fields.giftSku.errors}
        />
      </fieldset>
      <fieldset className="studio-fieldset">
        <legend>Alcance (vacío: todos los productos; cada lista elegida tiene que cumplirse)</legend>
        <Choices
          legend="Categorías"
          field={fields.categories}
          choices={choices.categories.map(({ path, name, depth }) => ({
            value: path,
            label: depth > 1 ? `${name} (${path})` : name,
          }))}
        />
        <Choices
          legend="Marcas"
          field={fields.brands}
          choices={choices.brands.map(({ id, name }) => ({ value: id, label: name }))}
        />
        <Choices
          legend="Colecciones"
          field={fields.collections}
          choices={choices.collections.map(({ id, name }) => ({ value: id, label: name }))}
        />
        <Field
          key={fields.skus.key}
          labelProps={{ children: "SKU (números separados por comas o espacios)" }}
          inputProps={{ ...getInputProps(fields.skus, { type: "text" }), autoComplete: "off" }}
          errors={fields.skus.errors}
        />
      </fieldset>
      {number(fields.minimumPesos, "Compra mínima de los productos alcanzados, en pesos", { min: 0 })}
      <Field
        key={fields.startsAt.key}
        labelProps={{ children: "Empieza (hora de Buenos Aires)" }}
        inputProps={getInputProps(fields.startsAt, { type: "datetime-local" })}
        errors={fields.startsAt.errors}
      />
      <Field
        key={fields.endsAt.key}
        labelProps={{ children: "Termina (hora de Buenos Aires; vacío: sin fin)" }}
        inputProps={getInputProps(fields.endsAt, { type: "datetime-local" })}
        errors={fields.endsAt.errors}
      />
      {number(fields.priority, "Prioridad (mayor se aplica primero)", { min: -1000, max: 1000 })}
      <CheckboxField
        key={fields.stacks.key}
        labelProps={{ children: " Se suma a otras promociones acumulables" }}
        inputProps={getInputProps(fields.stacks, { type: "checkbox" })}
        errors={fields.stacks.errors}
      />
      <CheckboxField
        key={fields.firstPurchase.key}
        labelProps={{ children: " Solo en la primera compra" }}
        inputProps={getInputProps(fields.firstPurchase, { type: "checkbox" })}
        errors={fields.firstPurchase.errors}
      />
      <CheckboxField
        key={fields.needsCoupon.key}
        labelProps={{ children: " Necesita cupón" }}
        inputProps={getInputProps(fields.needsCoupon, { type: "checkbox" })}
        errors={fields.needsCoupon.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="studio-button">
        {page.promotion ? "Guardar cambios" : "Crear promoción"}
      </button>
    </Form>
  );
}
