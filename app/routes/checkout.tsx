// The cart page (spec §2.1 '/checkout/#/cart', 'Continuar al carrito') and Esencia's order form
// ('#/orderform', 'Comprar ahora') on one page: everything the mini-cart does, with plain forms.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { CartSummary } from "../components/checkout/CartSummary";
import { OrderForm } from "../components/checkout/OrderForm";
import { useRootData } from "../components/shell/root-data";
import { shownItems } from "../domain/cart/cart";
import { saveCheckoutDraft } from "../features/checkout/checkout-draft.server";
import { loadCheckout, placeOrder } from "../features/checkout/checkout.server";
import { orderPagePath, paymentPageFor } from "../features/payments/checkout-pro.server";
import { paymentsContextOf } from "../features/payments/mercado-pago-context.server";
import { couponFormId } from "../forms/coupon-copy";
import { CheckoutActionSchema } from "../forms/order";
import { orderFormId } from "../forms/order-copy";
import type { FormOutcome } from "../forms/outcome";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { sessionCookieHeaders } from "../http/session-cookie.server";
import { checkoutSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [checkoutSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [{ title: "Tu bolsa | Esencia" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const checkout = await loadCheckout(request, context);
  return data(checkout, { headers: await sessionCookieHeaders(request, context) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = "/checkout#/orderform";
  if (!form) return respondTo(request, context, unreadableForm(orderFormId), back);
  // Every post of the form that places no order keeps what was typed with the cart (decision 114).
  if (form.get("intent") === "save-draft") {
    await saveCheckoutDraft(request, context, form);
    return respondTo(request, context, { form: orderFormId, status: "success" }, back);
  }
  const submission = parseWithZod(form, { schema: CheckoutActionSchema });
  if (submission.status !== "success") {
    await saveCheckoutDraft(request, context, form);
    return respondTo(request, context, { form: orderFormId, status: "error", reply: submission.reply() }, back);
  }

  if (submission.value.intent === "shipping") {
    await saveCheckoutDraft(request, context, form);
    const { postalCode } = submission.value;
    return respondTo(
      request,
      context,
      { form: orderFormId, status: "success", reply: submission.reply({ resetForm: false }) },
      back,
      {
        update: (session) => session.set("postalCode", postalCode),
      },
    );
  }
  const result = await placeOrder(request, context, submission.value);
  if (result.status === "error") {
    await saveCheckoutDraft(request, context, form);
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
      : submission.reply({ formErrors: [result.message] });
    return respondTo(request, context, { form: orderFormId, status: "error", message: result.message, reply }, back);
  }
  const headers = await sessionCookieHeaders(request, context);
  // Mercado Pago's hosted page; if it cannot be reached, the order's page says so and offers a retry.
  const paymentPage = result.paysOnline ? await paymentPageFor(paymentsContextOf(context), result.id) : null;
  throw redirect(paymentPage ?? orderPagePath(result.id), { status: 303, headers });
}

export default function CheckoutPage() {
  const {
    cart,
    couponProblem,
    keptCoupon,
    freeShipping,
    postalCode,
    shippingOptions,
    pickupStores,
    orderForm,
    onlinePayment,
    attempt,
  } = useLoaderData<typeof loader>();
  const root = useRootData();
  const actionData = useActionData<FormOutcome>();
  const flash = root?.flash as FormOutcome | null | undefined;
  const outcome = actionData ?? (flash?.form === orderFormId ? flash : null);

  return (
    <div className="checkout">
      <CartSummary
        cart={cart}
        freeShipping={freeShipping}
        coupon={{ kept: keptCoupon, problem: couponProblem, flash: flash?.form === couponFormId ? flash : null }}
      />
      {shownItems(cart).length > 0 ? (
        <OrderForm
          total={cart.total}
          postalCode={postalCode}
          shippingOptions={shippingOptions}
          pickupStores={pickupStores}
          startingValues={orderForm}
          lastResult={outcome?.reply}
          onlinePayment={onlinePayment}
          attempt={attempt}
        />
      ) : null}
    </div>
  );
}
