import { Link } from "@remix-run/react";

import { Markup } from "../Markup";
import type { SectionProps } from "./types";

/**
 * Spec §2.17 FAQ. Desktop: topic links on the left (the selected one bold) and the selected topic's
 * answer; a topic is a link (?tema=…), so choosing one works without JavaScript too. Mobile: the
 * topics as expandable items with plus and minus signs. "No hay elementos para mostrar" when empty.
 */
export function Faq({ section, position }: SectionProps<"faq">) {
  const Title = position === 0 ? "h1" : "h2";
  if (section.items.length === 0) {
    return (
      <div className="faq">
        <Title>{section.title}</Title>
        <p className="cms-empty">No hay elementos para mostrar</p>
      </div>
    );
  }
  const selected = section.items.find((item) => item.titleId === section.selected) ?? section.items[0]!;
  return (
    <div className="faq">
      <Title>{section.title}</Title>
      <div className="faq__desktop">
        <nav className="faq__topics" aria-label="Temas">
          <ul>
            {section.items.map((item) => (
              <li key={item.titleId}>
                <Link
                  to={`?tema=${item.titleId}`}
                  preventScrollReset
                  replace
                  aria-current={item.titleId === selected.titleId ? "true" : undefined}
                  className="faq__topic"
                >
                  {item.icon ? (
                    <img src={item.icon.src} alt="" width={item.icon.width} height={item.icon.height} loading="lazy" />
                  ) : null}
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="faq__answer" aria-label={selected.title}>
          <h2>{selected.title}</h2>
          <Markup html={selected.html} />
        </section>
      </div>
      <div className="faq__mobile">
        {section.items.map((item) => (
          <details key={item.titleId} className="collapsible faq__item">
            <summary className="collapsible__title">{item.title}</summary>
            <Markup html={item.html} className="collapsible__body" />
          </details>
        ))}
      </div>
    </div>
  );
}
