import { Markup } from "../Markup";
import type { SectionProps } from "./types";

/** Spec §2.16 "HR page: title, description, subtitle, markdown instructions and a list of status messages." */
export function HrPage({ section, position }: SectionProps<"hrPage">) {
  const Title = position === 0 ? "h1" : "h2";
  return (
    <article className="hr-page">
      <Title>{section.title}</Title>
      {section.description ? <p className="hr-page__description">{section.description}</p> : null}
      {section.subtitle ? <h2>{section.subtitle}</h2> : null}
      <Markup html={section.html} />
      {section.statusMessages.length > 0 ? (
        <dl className="hr-page__statuses">
          {section.statusMessages.map((item) => (
            <div key={item.status}>
              <dt>{item.status}</dt>
              <dd>{item.message}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
