import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";

import type { Cart } from "../../domain/cart/cart";
import { couponCopy } from "../../domain/promotions/coupon";
import {
  couponAction,
  couponBoxCopy,
  couponFormId,
  type CouponFields,
  type CouponOutcome,
} from "../../forms/coupon-copy";
import { maxLengths } from "../../forms/field-limits";
import type { FormOutcome } from "../../forms/outcome";
import { FetcherForm } from "../ui/FetcherForm";
import { announceCartChange } from "./cart-events";

/**
 * The bag's coupon box (decisions 122 and 123): 'Cupón de descuento' with 'Aplicar', and the coupon the bag
 * keeps with 'Quitar'. Real posts to /bolsa/cupon: without JS the 303 comes back to `#cupon` with the
 * answer and, when refused, the code as typed; with JS a fetcher, the answer in the live region and
 * the bag (the page's loaders, the mini-cart) priced again.
 */
export function CouponBox({
  id,
  cart,
  kept,
  problem,
  redirectTo,
  flash = null,
}: {
  /** The box's element id: the cart page's is 'cupon', the anchor a plain post returns to. */
  id: string;
  cart: Cart;
  /** The code the bag keeps, usable or not. */
  kept: string | null;
  /** Why the kept coupon does not apply now ('Venció el 30/11'). */
  problem: string | null;
  redirectTo: string;
  flash?: FormOutcome | null;
}) {
  const fetcher = useFetcher<CouponOutcome>();
  const outcome = fetcher.data ?? (flash?.form === couponFormId ? flash : null);
  const [form, fields] = useForm<CouponFields>({
    id: `${id}-form`,
    lastResult: outcome?.reply,
    constraint: maxLengths("coupon"),
    // The rules are the server's: zod stays out of the bag's JS (decision 010).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.cart)
      announceCartChange({ form: couponFormId, status: fetcher.data.status, cart: fetcher.data.cart });
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";
  const applying = busy && fetcher.formData?.get("intent") === "apply";
  const applies = kept !== null && cart.promotions.some((promotion) => promotion.coupon === kept);
  const message = outcome?.message ?? "";
  const reason = kept && !applies ? (problem ?? couponCopy.noEffect(kept)) : null;
  // The answer just given may already say it.
  const note = reason === message ? null : reason;

  return (
    <div id={id} className="coupon">
      {kept ? (
        <FetcherForm fetcher={fetcher} action={couponAction} className="coupon__kept">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <p>
            {couponBoxCopy.kept} <strong>{kept}</strong>
          </p>
          <button type="submit" className="link-button" disabled={busy} aria-label={couponBoxCopy.removeLabel(kept)}>
            {couponBoxCopy.remove}
          </button>
        </FetcherForm>
      ) : null}
      {note ? <p className="coupon__problem">{note}</p> : null}
      <FetcherForm fetcher={fetcher} action={couponAction} {...getFormProps(form)} className="coupon__form">
        <input type="hidden" name="intent" value="apply" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor={fields.coupon.id}>{couponBoxCopy.label}</label>
        <input
          {...getInputProps(fields.coupon, { type: "text" })}
          key={fields.coupon.key}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" className="button button--outline" disabled={busy} aria-busy={applying}>
          {applying ? couponBoxCopy.applying : couponBoxCopy.apply}
        </button>
      </FetcherForm>
      {/* Always in the page, so the answer a fetcher brings is announced. */}
      <p
        id={fields.coupon.errorId}
        className={`coupon__message coupon__message--${outcome?.status ?? "none"}`}
        role="status"
      >
        {message}
      </p>
    </div>
  );
}
