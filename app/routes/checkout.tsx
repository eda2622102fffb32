// The cart page (spec §2.1 '/checkout/#/cart', 'Continuar al carrito') and Esencia's order form
// ('#/orderform', 'Comprar ahora') on one page: everything the mini-cart does, with plain forms.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { CartLineItem } from "../components/cart/CartLineItem";
import { FreeShippingBar } from "../components/cart/FreeShippingBar";
import { shownItems } from "../domain/cart/cart";
import { formatPrice } from "../domain/price";
import { estimateLabel, shippingPriceLabel } from "../domain/shipping/options";
import { loadCheckout, placeOrder } from "../features/checkout/checkout.server";
import { CheckoutActionSchema, needsAddress, orderFormId, paymentMethods, type OrderFields } from "../forms/order";
import { readFormData, respondTo, unreadableForm, type FormOutcome } from "../http/respond.server";
import type { loader as rootLoader } from "../root";
import { sessions } from "../ports/session.server";
import { productCount } from "../domain/product-count";
import { maxLengths } from "../forms/field-limits";
import checkoutStyles from "../styles/checkout.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export const meta: MetaFunction = () => [{ title: "Tu bolsa | Esencia" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = sessions(context, request);
  const session = await store.read();
  const checkout = await loadCheckout(context, session);
  const headers: Record<string, string> = {};
  if (await store.changed(session)) headers["Set-Cookie"] = await store.commit(session);
  return data(checkout, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = "/checkout#/orderform";
  if (!form) return respondTo(request, context, unreadableForm(orderFormId), back);
  const submission = parseWithZod(form, { schema: CheckoutActionSchema });
  if (submission.status !== "success") return respondTo(request, context, { form: orderFormId, status: "error", reply: submission.reply() }, back);

  const session = await sessions(context, request).read();
  if (submission.value.intent === "shipping") {
    session.set("postalCode", submission.value.postalCode);
    return respondTo(request, context, { form: orderFormId, status: "success", reply: submission.reply({ resetForm: false }) }, back);
  }
  const result = await placeOrder(context, session, submission.value);
  if (result.status === "error") {
    const reply = result.field ? submission.reply({ fieldErrors: { [result.field]: [result.message] } }) : submission.reply({ formErrors: [result.message] });
    return respondTo(request, context, { form: orderFormId, status: "error", message: result.message, reply }, back);
  }
  const store = sessions(context, request);
  throw redirect(`/checkout/pedido/${result.id}`, { status: 303, headers: { "Set-Cookie": await store.commit(session) } });
}

export default function CheckoutPage() {
  const { cart, freeShipping, postalCode, shippingOptions, pickupStores } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const actionData = useActionData<FormOutcome>();
  const flash = root?.flash as FormOutcome | null | undefined;
  const outcome = actionData ?? (flash?.form === orderFormId ? flash : null);
  const location = useLocation();
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const items = shownItems(cart);
  const [form, fields] = useForm<OrderFields>({
    id: orderFormId,
    lastResult: outcome?.reply,
    constraint: maxLengths("email", "firstName", "lastName", "document", "phone", "postalCode", "street", "streetNumber", "apartment", "city", "province"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const chosen = String(fields.shippingOption.value ?? "");
  const shipping = shippingOptions.find((option) => option.id === chosen);

  return (
    <div className="checkout">
      <section id="/cart" className="checkout__cart" aria-labelledby="checkout-cart-title">
        <h1 id="checkout-cart-title">Tu bolsa</h1>
        {items.length === 0 ? (
          <div className="checkout__empty">
            <p>Tu bolsa está vacía.</p>
            <Link to="/" className="button">
              Seguir comprando
            </Link>
          </div>
        ) : (
          <>
            <FreeShippingBar progress={freeShipping} />
            <ul className="cart-lines">
              {items.map((item) => (
                <CartLineItem key={`${item.seller}:${item.sku}`} item={item} redirectTo={`${location.pathname}${location.search}#/cart`} />
              ))}
            </ul>
            <dl className="checkout__totals">
              <dt>Subtotal ({productCount(cart.totalItems)})</dt>
              <dd>{formatPrice(cart.total)}</dd>
              <dt>Precio sin impuestos nacionales</dt>
              <dd>{formatPrice(cart.total / 1.21)}</dd>
            </dl>
            <Form method="post" action="/bolsa" className="checkout__empty-form">
              <input type="hidden" name="intent" value="empty" />
              <input type="hidden" name="redirectTo" value="/checkout#/cart" />
              <button type="submit" className="link-button">
                Vaciar carrito
              </button>
            </Form>
          </>
        )}
      </section>

      {items.length > 0 ? (
        <section id="/orderform" className="checkout__order" aria-labelledby="checkout-order-title">
          <h2 id="checkout-order-title">Tus datos y el envío</h2>
          <Form method="post" {...getFormProps(form)} className="order-form">
            <input type="hidden" name="shownTotal" value={cart.total} />
            {form.errors ? (
              <p className="field-error" id={form.errorId} role="alert">
                {form.errors[0]}
              </p>
            ) : null}
            <fieldset>
              <legend>Contacto</legend>
              <Field label="Email" field={fields.email} type="email" autoComplete="email" />
              <Field label="Nombre" field={fields.firstName} autoComplete="given-name" />
              <Field label="Apellido" field={fields.lastName} autoComplete="family-name" />
              <Field label="DNI" field={fields.document} inputMode="numeric" />
              <Field label="Teléfono" field={fields.phone} type="tel" autoComplete="tel" />
            </fieldset>
            <fieldset>
              <legend>Envío</legend>
              <Field label="Código postal" field={fields.postalCode} autoComplete="postal-code" defaultValue={postalCode ?? undefined} />
              <button type="submit" name="intent" value="shipping" className="button button--outline" formNoValidate>
                Ver formas de envío
              </button>
              {shippingOptions.length > 0 ? (
                <div role="radiogroup" aria-labelledby="shipping-options-title" className="shipping-options">
                  <p id="shipping-options-title">{`Formas de envío a ${postalCode}`}</p>
                  {shippingOptions.map((option) => (
                    <label key={option.id} className="shipping-option">
                      <input {...getInputProps(fields.shippingOption, { type: "radio", value: option.id })} id={`${fields.shippingOption.id}-${option.id}`} key={option.id} />
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
              {fields.shippingOption.errors ? <p className="field-error" role="alert">{fields.shippingOption.errors[0]}</p> : null}
              {pickupStores.length > 0 ? (
                <label className="field">
                  Tienda para retirar (si elegís retiro en tienda)
                  <select {...getSelectProps(fields.pickupStore)} key={fields.pickupStore.key}>
                    <option value="">Elegí una tienda</option>
                    {pickupStores.map((store) => (
                      <option key={store.id} value={store.id}>
                        {store.name} — {store.province}
                      </option>
                    ))}
                  </select>
                  {fields.pickupStore.errors ? <span className="field-error" role="alert">{fields.pickupStore.errors[0]}</span> : null}
                </label>
              ) : null}
              <p className="field-hint">{needsAddress(chosen) || !chosen ? "Para envío a domicilio completá la dirección:" : "No hace falta la dirección para retirar."}</p>
              <Field label="Calle" field={fields.street} autoComplete="address-line1" optional />
              <Field label="Número" field={fields.streetNumber} optional />
              <Field label="Piso y departamento" field={fields.apartment} autoComplete="address-line2" optional />
              <Field label="Ciudad" field={fields.city} autoComplete="address-level2" optional />
              <Field label="Provincia" field={fields.province} autoComplete="address-level1" optional />
            </fieldset>
            <fieldset>
              <legend>Pago</legend>
              {Object.entries(paymentMethods).map(([value, label]) => (
                <label key={value} className="payment-option">
                  <input {...getInputProps(fields.paymentMethod, { type: "radio", value })} id={`${fields.paymentMethod.id}-${value}`} key={value} />
                  {label}
                </label>
              ))}
              {fields.paymentMethod.errors ? <p className="field-error" role="alert">{fields.paymentMethod.errors[0]}</p> : null}
            </fieldset>
            <dl className="checkout__totals">
              <dt>Productos</dt>
              <dd>{formatPrice(cart.total)}</dd>
              <dt>Envío</dt>
              <dd>{shipping ? shippingPriceLabel(shipping.price) : "A elegir"}</dd>
              <dt>Total</dt>
              <dd>
                <strong>{formatPrice(cart.total + (shipping?.price ?? 0))}</strong>
              </dd>
            </dl>
            <button type="submit" name="intent" value="place-order" className="button checkout__place" disabled={placing} aria-busy={placing}>
              {placing ? "Confirmando…" : "Confirmar compra"}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

type FieldProps = {
  label: string;
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric";
  defaultValue?: string;
  optional?: boolean;
};

function Field({ label, field, type = "text", autoComplete, inputMode, defaultValue, optional = false }: FieldProps) {
  const props = getInputProps(field, { type });
  return (
    <label className="field">
      {label}
      {optional ? null : <span aria-hidden="true"> *</span>}
      <input {...props} key={field.key} defaultValue={props.defaultValue ?? defaultValue} autoComplete={autoComplete} inputMode={inputMode} />
      {field.errors ? (
        <span className="field-error" id={field.errorId} role="alert">
          {field.errors[0]}
        </span>
      ) : null}
    </label>
  );
}
