import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";

import type { ProductPageData } from "../../features/catalogue/product-desk.server";
import { maxLengths } from "../../forms/field-limits";
import type { ProductFormValues, SkuFormValues } from "../../forms/product";
import { CheckboxField, ErrorList, Field, Honeypot, SelectField, TextareaField } from "../forms";
import { SkuFields } from "./SkuFields";

/** Empty specification rows under the product's own: fill one to add a specification, no JavaScript needed. */
const blankRows = 3;

/**
 * A product's form (decision 130), new or edited: name, description (markdown), brand, leaf
 * category, collections, specification rows and visibility; a new product also gets its first SKU.
 * A real POST that works without JavaScript, errors beside each field, everything typed kept.
 */
export function ProductForm({
  page,
  lastResult,
}: {
  page: Pick<ProductPageData, "product" | "values" | "choices">;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const isNew = page.product === null;
  const specs = page.values.specs ?? [];
  const [form, fields] = useForm<ProductFormValues & SkuFormValues>({
    id: isNew ? "producto-nuevo" : "producto",
    lastResult,
    defaultValue: {
      ...page.values,
      specs: [...specs, ...Array.from({ length: blankRows }, (_, index) => ({ order: String(specs.length + index) }))],
    },
    constraint: maxLengths("name", "description"),
    shouldValidate: "onSubmit",
  });
  const { choices } = page;
  return (
    <Form method="post" {...getFormProps(form)} className="studio-form studio-product-form">
      <input type="hidden" name="intent" value={isNew ? "crear" : "guardar"} />
      {page.product ? <input type="hidden" name="revision" value={page.product.revision} /> : null}
      <Honeypot />
      <Field
        key={fields.name.key}
        labelProps={{ children: "Nombre" }}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
      />
      <TextareaField
        key={fields.description.key}
        labelProps={{ children: "Descripción (markdown: **negrita**, _cursiva_, listas con -; sin HTML)" }}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 8 }}
        errors={fields.description.errors}
      />
      <SelectField
        key={fields.brandId.key}
        labelProps={{ children: "Marca" }}
        selectProps={{
          ...getSelectProps(fields.brandId),
          children: [
            <option key="" value="">
              Elegí una marca
            </option>,
            ...choices.brands.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            )),
          ],
        }}
        errors={fields.brandId.errors}
      />
      <SelectField
        key={fields.categoryId.key}
        labelProps={{ children: "Categoría" }}
        selectProps={{
          ...getSelectProps(fields.categoryId),
          children: [
            <option key="" value="">
              Elegí una categoría
            </option>,
            ...choices.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.path}
              </option>
            )),
          ],
        }}
        errors={fields.categoryId.errors}
      />
      {choices.collections.length > 0 ? (
        <fieldset className="studio-choices">
          <legend>Colecciones</legend>
          <div className="studio-choices__list">
            {getCollectionProps(fields.collections, {
              type: "checkbox",
              options: choices.collections.map(({ id }) => id),
            }).map((props, index) => (
              <label key={props.key}>
                <input {...props} key={undefined} /> {choices.collections[index]!.name}
              </label>
            ))}
          </div>
          <ErrorList id={fields.collections.errorId} errors={fields.collections.errors} />
        </fieldset>
      ) : null}
      <fieldset className="studio-fieldset studio-specs">
        <legend>Especificaciones (filas vacías se ignoran; «Orden» ordena de menor a mayor)</legend>
        <ErrorList id={fields.specs.errorId} errors={fields.specs.errors} />
        {fields.specs.getFieldList().map((row, index) => {
          const cells = row.getFieldset();
          return (
            <div key={row.key} className="studio-spec-row">
              <Field
                labelProps={{ children: `Nombre ${index + 1}` }}
                inputProps={{ ...getInputProps(cells.specName, { type: "text" }), maxLength: 100, autoComplete: "off" }}
                errors={cells.specName.errors}
              />
              <Field
                labelProps={{ children: `Valor ${index + 1}` }}
                inputProps={{
                  ...getInputProps(cells.specValue, { type: "text" }),
                  maxLength: 4000,
                  autoComplete: "off",
                }}
                errors={cells.specValue.errors}
              />
              <Field
                labelProps={{ children: `Orden ${index + 1}` }}
                inputProps={{ ...getInputProps(cells.order, { type: "number" }), min: 0, max: 999, step: 1 }}
                errors={cells.order.errors}
              />
              <CheckboxField
                labelProps={{ children: ` Quitar ${index + 1}` }}
                inputProps={getInputProps(cells.remove, { type: "checkbox" })}
                errors={cells.remove.errors}
              />
            </div>
          );
        })}
      </fieldset>
      {isNew ? (
        <fieldset className="studio-fieldset">
          <legend>Primer SKU</legend>
          <SkuFields fields={fields} />
        </fieldset>
      ) : null}
      <CheckboxField
        key={fields.isVisible.key}
        labelProps={{
          children: " Visible en la tienda (sin marcar: sin página, fuera de listados, búsqueda y sitemaps)",
        }}
        inputProps={getInputProps(fields.isVisible, { type: "checkbox" })}
        errors={fields.isVisible.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="studio-button">
        {isNew ? "Crear producto" : "Guardar producto"}
      </button>
    </Form>
  );
}
