import type { GlobalDocument } from "../../content/globals";
import { Drawer } from "../shell/Drawer";

type Promotion = GlobalDocument<"bank-promotions">[number];

/**
 * Spec products-and-buying §2.4 "Bank promotions drawer": a link opens the drawer (a :target panel
 * without JS); each promotion is a collapsible card showing what its flags allow.
 */
export function BankPromotions({ promotions }: { promotions: readonly Promotion[] }) {
  if (promotions.length === 0) return null;
  return (
    <div className="bank-promotions">
      <a className="bank-promotions__open" href="#promociones-bancarias">
        Promociones Bancarias y reintegros
      </a>
      <Drawer id="promociones-bancarias" title="Promociones Bancarias y reintegros" side="right">
        <a className="bank-promotions__all" href="/beneficios">
          Ver Todo
        </a>
        <ul className="bank-promotions__list">
          {promotions.map(({ promoName, details: { discount, installments, cardOptions } }) => (
            <li key={promoName}>
              <details className="bank-card">
                <summary>
                  <img
                    src={`/content/banks/${cardOptions.cardIcon}`}
                    alt="Imagen de beneficios bancarios"
                    width={60}
                    height={60}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="bank-card__name">{promoName}</span>
                  {discount.showDiscountPercentage ? (
                    <strong className="bank-card__percent">{discount.percentage}%</strong>
                  ) : null}
                </summary>
                {discount.description ? <p>{discount.description}</p> : null}
                {cardOptions.showCardType && cardOptions.type ? <p>Tarjeta: {cardOptions.type}</p> : null}
                {cardOptions.showValidity && cardOptions.validity ? <p>Vigencia: {cardOptions.validity}</p> : null}
                {cardOptions.showFrequency && cardOptions.frequency ? <p>Días: {cardOptions.frequency}</p> : null}
                {installments.showInstallmentsPercentQty ? (
                  <p>Hasta {installments.quantity} cuotas sin interés (CFTEA: 0%)</p>
                ) : null}
                {discount.showLegalText && discount.legales ? (
                  <p className="bank-card__legal">{discount.legales}</p>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      </Drawer>
    </div>
  );
}
