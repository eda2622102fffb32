import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";

import { formatPrice } from "../../domain/price";
import { shippingPriceLabel, type PickupStore, type ShippingOption } from "../../domain/shipping/options";
import { maxLengths } from "../../forms/field-limits";
import type { CheckoutDraft, OrderFields } from "../../forms/order";
import {
  onlinePaymentNote,
  orderFormId,
  paymentMethodHints,
  paymentMethods,
  type PaymentMethod,
} from "../../forms/order-copy";
import { ErrorList, Field, RequiredMark } from "../forms";
import { useDraftSaving } from "./draft-saving";
import { ShippingFieldset } from "./ShippingFieldset";

type Props = {
  total: number;
  postalCode: string | null;
  shippingOptions: ShippingOption[];
  pickupStores: PickupStore[];
  /** What the form starts with (decision 114): what was typed before, else what the account knows. */
  startingValues: CheckoutDraft;
  /** The action's answer, or the flash a plain post carried over the 303. */
  lastResult: SubmissionResult<string[]> | undefined;
  /**
   * 'Mercado Pago': the most cuotas this bag may be paid in, the hours to pay (decision 113), and
   * today's bank offers, shown as conditions the bank applies, never deducted here (decision 126).
   */
  onlinePayment: { maxInstalments: number; windowHours: number; bankOffers: readonly string[] };
  /** This rendering of the form: submitted twice, it places one order. */
  attempt: string;
};

/**
 * Esencia's order form ('#/orderform', 'Comprar ahora'): contact, shipping and payment in one plain
 * form. 'Ver formas de envío' posts the postal code alone; what the shopper pays is the server's.
 */
export function OrderForm({
  total,
  postalCode,
  shippingOptions,
  pickupStores,
  startingValues,
  lastResult,
  onlinePayment,
  attempt,
}: Props) {
  const navigation = useNavigation();
  const draftSaving = useDraftSaving();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const [form, fields] = useForm<OrderFields>({
    id: orderFormId,
    // A post's answer carries what was typed in it, and then wins over these.
    defaultValue: startingValues,
    lastResult,
    constraint: maxLengths(
      "email",
      "firstName",
      "lastName",
      "document",
      "phone",
      "postalCode",
      "street",
      "streetNumber",
      "apartment",
      "city",
      "province",
    ),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const shipping = shippingOptions.find((option) => option.id === fields.shippingOption.value);

  return (
    <section id="/orderform" className="checkout__order" aria-labelledby="checkout-order-title">
      <h2 id="checkout-order-title">Tus datos y el envío</h2>
      <Form method="post" {...getFormProps(form)} className="order-form" {...draftSaving}>
        <input type="hidden" name="shownTotal" value={total} />
        {shippingOptions.length > 0 ? (
          <input
            type="hidden"
            name="shownShipping"
            value={shippingOptions.map((option) => `${option.id}:${Math.round(option.price * 100)}`).join(",")}
          />
        ) : null}
        <input type="hidden" name="attempt" value={attempt} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset>
          <legend>Contacto</legend>
          <Field
            key={fields.email.key}
            labelProps={{
              children: (
                <>
                  Email
                  <RequiredMark />
                </>
              ),
            }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            key={fields.firstName.key}
            labelProps={{
              children: (
                <>
                  Nombre
                  <RequiredMark />
                </>
              ),
            }}
            inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
            errors={fields.firstName.errors}
          />
          <Field
            key={fields.lastName.key}
            labelProps={{
              children: (
                <>
                  Apellido
                  <RequiredMark />
                </>
              ),
            }}
            inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
            errors={fields.lastName.errors}
          />
          <Field
            key={fields.document.key}
            labelProps={{
              children: (
                <>
                  DNI
                  <RequiredMark />
                </>
              ),
            }}
            inputProps={{ ...getInputProps(fields.document, { type: "text" }), inputMode: "numeric" }}
            errors={fields.document.errors}
          />
          <Field
            key={fields.phone.key}
            labelProps={{
              children: (
                <>
                  Teléfono
                  <RequiredMark />
                </>
              ),
            }}
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
            errors={fields.phone.errors}
          />
        </fieldset>
        <ShippingFieldset
          fields={fields}
          postalCode={postalCode}
          options={shippingOptions}
          pickupStores={pickupStores}
        />
        <fieldset>
          <legend>Pago</legend>
          {Object.entries(paymentMethods).map(([value, label]) => {
            const hint =
              value === "mercadopago"
                ? `${paymentMethodHints.mercadopago} ${onlinePaymentNote(onlinePayment.maxInstalments, onlinePayment.windowHours)}`
                : paymentMethodHints[value as PaymentMethod];
            const id = `${fields.paymentMethod.id}-${value}`;
            return (
              <div key={value} className="payment-option">
                <label>
                  <input
                    {...getInputProps(fields.paymentMethod, { type: "radio", value })}
                    id={id}
                    key={value}
                    aria-describedby={hint ? `${id}-hint` : undefined}
                  />
                  {label}
                </label>
                {hint ? (
                  <p id={`${id}-hint`} className="payment-option__hint">
                    {hint}
                  </p>
                ) : null}
                {value === "mercadopago" && onlinePayment.bankOffers.length ? (
                  <div className="payment-option__bank-offers">
                    <p className="payment-option__hint">Promociones bancarias de hoy:</p>
                    <ul>
                      {onlinePayment.bankOffers.map((offer) => (
                        <li key={offer}>{offer}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            );
          })}
          <ErrorList id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
        </fieldset>
        <dl className="checkout__totals">
          <dt>Productos</dt>
          <dd>{formatPrice(total)}</dd>
          <dt>Envío</dt>
          <dd>{shipping ? shippingPriceLabel(shipping.price) : "A elegir"}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{formatPrice(total + (shipping?.price ?? 0))}</strong>
          </dd>
        </dl>
        <button
          type="submit"
          name="intent"
          value="place-order"
          className="button checkout__place"
          disabled={placing}
          aria-busy={placing}
        >
          {placing ? "Confirmando…" : "Confirmar compra"}
        </button>
      </Form>
    </section>
  );
}
