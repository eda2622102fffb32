import { Collapsibles } from "../Collapsibles";
import { Markup } from "../Markup";
import type { SectionProps } from "./types";

/** Spec §2.16 "Terms and conditions: title, sections, and an accordion whose single-open mode defaults to false." */
export function Terms({ section, position }: SectionProps<"terms">) {
  const Title = position === 0 ? "h1" : "h2";
  return (
    <article className="terms">
      <Title>{section.title}</Title>
      {section.html ? <Markup html={section.html} /> : null}
      <Collapsibles items={section.sections} singleOpen={section.singleOpen} />
    </article>
  );
}
