// The bag's coupon box (decisions 122 and 123): 'Aplicar' and 'Quitar' from the cart page and the mini-cart.
// Without JS a 303 back to the page, the answer beside the box; with JS a fetcher's data.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { applyCoupon, removeCoupon } from "../features/cart/coupons.server";
import { CouponActionSchema } from "../forms/coupon";
import { couponFormId, type CouponOutcome } from "../forms/coupon-copy";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";

/** The box lives in the bag; a GET has nothing to show. */
export const loader = () => redirect("/checkout#/cart");

/** Without JS the 303 lands on the box, so the shopper reads the answer where they typed. */
const anchor = couponFormId;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(couponFormId), "/checkout", { anchor });
  const redirectTo = form.get("redirectTo");
  const submission = parseWithZod(form, { schema: CouponActionSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    const message = Object.values(reply.error ?? {}).flat()[0] ?? undefined;
    return respondTo(request, context, { form: couponFormId, status: "error", message, reply }, redirectTo, {
      anchor,
    });
  }
  const result =
    submission.value.intent === "apply"
      ? await applyCoupon(request, context, submission.value.coupon)
      : await removeCoupon(request, context);
  const outcome: CouponOutcome =
    result.status === "error"
      ? {
          form: couponFormId,
          status: "error",
          message: result.message,
          // The typed code stays in the box, with the reason beside it.
          reply: submission.reply({ fieldErrors: { coupon: [result.message] } }),
        }
      : {
          form: couponFormId,
          status: "success",
          message: result.message,
          reply: submission.reply({ resetForm: true }),
          cart: result.cart,
          keptCoupon: result.keptCoupon,
        };
  return respondTo(request, context, outcome, redirectTo, { anchor });
}
