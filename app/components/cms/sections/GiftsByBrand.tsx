import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { SiteLink } from "../../ui/SiteLink";
import { Markup } from "../Markup";
import type { SectionProps } from "./types";

type Card = SectionProps<"giftsByBrand">["section"]["brands"][number]["cards"][number];

const searchDelayMs = 300;

/**
 * Spec §2.21 Gifts-by-brand: the brand search 'Buscar por marca...' is a GET form (?marca=…) the
 * server applies (§5 "case-insensitive substring match on brandTitle"); with JS it also searches as
 * the shopper types. Cards: title, image, subtitle, 'Ir al Producto' and 'Ver Legales' (§4.4).
 */
export function GiftsByBrand({ section, position }: SectionProps<"giftsByBrand">) {
  const Title = position === 0 ? "h1" : "h2";
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="gifts">
      <Title className="cms-title">{section.title}</Title>
      <Form
        method="get"
        role="search"
        aria-label="Buscar regalos por marca"
        className="gifts__search"
        preventScrollReset
      >
        <label className="visually-hidden" htmlFor="gifts-brand">
          Marca
        </label>
        <input
          id="gifts-brand"
          type="search"
          name="marca"
          defaultValue={section.search}
          placeholder={section.searchPlaceholder}
          autoComplete="off"
          maxLength={80}
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () => form && submit(form, { replace: true, preventScrollReset: true }),
              searchDelayMs,
            );
          }}
        />
        <button type="submit" className="button">
          Buscar
        </button>
      </Form>

      {section.featured.length > 0 ? (
        <ul className="gifts__cards gifts__cards--featured">
          {section.featured.map((card) => (
            <li key={card.id}>
              <GiftCard card={card} heading="h2" />
            </li>
          ))}
        </ul>
      ) : null}

      {section.brands.length === 0 && section.brandCount > 0 ? (
        <p className="cms-empty" role="status">
          No encontramos regalos para «{section.search}».
        </p>
      ) : null}
      {section.brands.map((group) => (
        <section key={group.brandTitle} className="gifts__brand" aria-label={group.brandTitle}>
          <h2>{group.brandTitle}</h2>
          <ul className="gifts__cards">
            {group.cards.map((card) => (
              <li key={card.title + card.button.url}>
                <GiftCard card={card} heading="h3" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A featured card sits right under the page title (h2); a brand's cards under the brand's h2 (h3). */
function GiftCard({ card, heading: Heading }: { card: Card; heading: "h2" | "h3" }) {
  return (
    <article className="gift-card">
      <img
        src={card.image.src}
        alt={card.image.alt}
        width={card.image.width}
        height={card.image.height}
        loading="lazy"
      />
      <Heading>{card.title}</Heading>
      {card.subtitle ? <p>{card.subtitle}</p> : null}
      <SiteLink to={card.button.url} className="button">
        {card.button.text}
      </SiteLink>
      {card.legalHtml ? (
        <details className="gift-card__legal">
          <summary>Ver Legales</summary>
          <Markup html={card.legalHtml} />
        </details>
      ) : null}
    </article>
  );
}
