import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";

import {
  estimateLabel,
  needsAddress,
  shippingPriceLabel,
  type PickupStore,
  type ShippingOption,
} from "../../domain/shipping/options";
import { ErrorList, Field, RequiredMark, SelectField } from "../forms";

type TextField = FieldMetadata<string | undefined>;
type Fields = Record<
  "postalCode" | "shippingOption" | "pickupStore" | "street" | "streetNumber" | "apartment" | "city" | "province",
  TextField
>;

type Props = { fields: Fields; postalCode: string | null; options: ShippingOption[]; pickupStores: PickupStore[] };

/**
 * The order form's 'Envío': the postal code and 'Ver formas de envío', the options the server found
 * for it (spec products-and-buying §9), the pickup store, and the street address home delivery needs.
 */
export function ShippingFieldset({ fields, postalCode, options, pickupStores }: Props) {
  const chosen = String(fields.shippingOption.value ?? "");
  const postalCodeProps = getInputProps(fields.postalCode, { type: "text" });
  const address = (field: TextField, label: string, autoComplete?: string) => (
    <Field
      key={field.key}
      labelProps={{ children: label }}
      inputProps={{ ...getInputProps(field, { type: "text" }), autoComplete }}
      errors={field.errors}
    />
  );
  return (
    <fieldset>
      <legend>Envío</legend>
      <Field
        key={fields.postalCode.key}
        labelProps={{
          children: (
            <>
              Código postal
              <RequiredMark />
            </>
          ),
        }}
        inputProps={{
          ...postalCodeProps,
          defaultValue: postalCodeProps.defaultValue ?? postalCode ?? undefined,
          autoComplete: "postal-code",
        }}
        errors={fields.postalCode.errors}
      />
      <button type="submit" name="intent" value="shipping" className="button button--outline" formNoValidate>
        Ver formas de envío
      </button>
      {options.length > 0 ? (
        <div role="radiogroup" aria-labelledby="shipping-options-title" className="shipping-options">
          <p id="shipping-options-title">{`Formas de envío a ${postalCode}`}</p>
          {options.map((option) => (
            <label key={option.id} className="shipping-option">
              <input
                {...getInputProps(fields.shippingOption, { type: "radio", value: option.id })}
                id={`${fields.shippingOption.id}-${option.id}`}
                key={option.id}
              />
              <span>{option.name}</span>
              <span>{estimateLabel(option.estimatedDays)}</span>
              <strong>{shippingPriceLabel(option.price)}</strong>
            </label>
          ))}
        </div>
      ) : postalCode ? (
        <p className="field-hint">{`No hay formas de envío para ${postalCode}. Probá con otro código postal.`}</p>
      ) : (
        <p className="field-hint">Ingresá tu código postal para ver las formas de envío.</p>
      )}
      <ErrorList id={fields.shippingOption.errorId} errors={fields.shippingOption.errors} />
      {pickupStores.length > 0 ? (
        <SelectField
          key={fields.pickupStore.key}
          labelProps={{ children: "Tienda para retirar (si elegís retiro en tienda)" }}
          selectProps={{
            ...getSelectProps(fields.pickupStore),
            children: [
              <option key="" value="">
                Elegí una tienda
              </option>,
              ...pickupStores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name} — {store.province}
                </option>
              )),
            ],
          }}
          errors={fields.pickupStore.errors}
        />
      ) : null}
      <p className="field-hint">
        {needsAddress(chosen) || !chosen
          ? "Para envío a domicilio completá la dirección:"
          : "No hace falta la dirección para retirar."}
      </p>
      {address(fields.street, "Calle", "address-line1")}
      {address(fields.streetNumber, "Número")}
      {address(fields.apartment, "Piso y departamento", "address-line2")}
      {address(fields.city, "Ciudad", "address-level2")}
      {address(fields.province, "Provincia", "address-level1")}
    </fieldset>
  );
}
