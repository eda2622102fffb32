import type { SectionProps } from "./types";

/** Spec §2.16 "Iframe page: link, text, title and a show-title flag" (e.g. an external form). */
export function IframePage({ section, position }: SectionProps<"iframePage">) {
  const Title = position === 0 ? "h1" : "h2";
  return (
    <article className="iframe-page">
      {section.showTitle ? <Title>{section.title}</Title> : null}
      {section.text ? <p>{section.text}</p> : null}
      <iframe
        src={section.link}
        title={section.title}
        height={section.height}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
      />
      <p className="iframe-page__fallback">
        ¿No se ve?{" "}
        <a href={section.link} target="_blank" rel="noopener noreferrer">
          Abrilo en una pestaña nueva
        </a>
      </p>
    </article>
  );
}
