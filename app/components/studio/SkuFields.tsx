import { getInputProps, type FieldMetadata } from "@conform-to/react";

import { fieldLimits } from "../../forms/field-limits";
import { Field } from "../forms";

type SkuFieldName =
  "skuName" | "ean" | "variationName" | "variationValue" | "sizeMl" | "price" | "listPrice" | "quantity";

/** A SKU's inputs (decision 130), in a SKU's own form or in a new product's. */
export function SkuFields({ fields }: { fields: Record<SkuFieldName, FieldMetadata<string | undefined>> }) {
  const text = (name: SkuFieldName, label: string, extra: Record<string, unknown> = {}) => {
    const field = fields[name];
    return (
      <Field
        key={field.key}
        labelProps={{ children: label }}
        inputProps={{
          ...getInputProps(field, { type: "text" }),
          ...(name in fieldLimits ? { maxLength: fieldLimits[name as keyof typeof fieldLimits] } : {}),
          autoComplete: "off",
          ...extra,
        }}
        errors={field.errors}
      />
    );
  };
  return (
    <>
      {text("skuName", "Nombre del SKU")}
      {text("ean", "EAN (8, 12, 13 o 14 dígitos; opcional)", { inputMode: "numeric" })}
      {text("variationName", "Variación (por ejemplo «Presentación» o «Color»; opcional)")}
      {text("variationValue", "Valor de la variación (por ejemplo «100 ML»; opcional)")}
      {text("sizeMl", "Tamaño en ml (opcional)", { inputMode: "numeric" })}
      {text("price", "Precio en pesos", { inputMode: "decimal" })}
      {text("listPrice", "Precio de lista en pesos", { inputMode: "decimal" })}
      {text("quantity", "Stock", { inputMode: "numeric" })}
    </>
  );
}
