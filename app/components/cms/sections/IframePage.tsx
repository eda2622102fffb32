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
        // Scripts together with allow-same-origin would let a same-origin page lift its own sandbox
        // (HTML §iframe sandbox; the Nu checker refuses the pair): the embed runs in an opaque
        // origin, and the link below opens it whole when it needs its own storage.
        sandbox="allow-forms allow-scripts allow-popups"
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
