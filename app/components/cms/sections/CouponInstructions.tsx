import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

/** Spec §2.18 "Coupon redemption instructions". */
export function CouponInstructions({ section, position }: SectionProps<"couponInstructions">) {
  const Title = position === 0 ? "h1" : "h2";
  return (
    <article className="coupon">
      <Title>{section.title}</Title>
      <p className="coupon__subtitle">{section.subtitle}</p>
      <ol className="coupon__steps">
        {section.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="coupon__done">{section.done}</p>
      <CmsLink className="button" to={section.cta.url}>
        {section.cta.text}
      </CmsLink>
    </article>
  );
}
