import type { ReactNode } from "react";

import type { ProductPageData } from "../../features/product/product-page.server";

type Description = ProductPageData["description"];

/**
 * Spec products-and-buying §2.4 "Description accordion": DESCRIPCIÓN (open by default), 'Modo de Uso',
 * 'Ingredientes', 'POLÍTICAS DE ENVÍOS Y DEVOLUCIONES'; texts over 110 words end in 'Ver más'.
 * `open` is the base layout's preset (none = [], first = [0], all = [0,1,2,3]).
 */
export function DescriptionAccordion({
  description,
  open = [0],
}: {
  description: Description;
  open?: readonly number[];
}) {
  const sections: { title: string; body: ReactNode }[] = [
    { title: "DESCRIPCIÓN", body: <Truncated {...description.text} /> },
  ];
  if (description.howToUse) sections.push({ title: "Modo de Uso", body: <p>{description.howToUse}</p> });
  if (description.ingredients) sections.push({ title: "Ingredientes", body: <p>{description.ingredients}</p> });
  if (description.returnPolicyHtml) {
    sections.push({
      title: "POLÍTICAS DE ENVÍOS Y DEVOLUCIONES",
      body: <div dangerouslySetInnerHTML={{ __html: description.returnPolicyHtml }} />,
    });
  }
  return (
    <div className="description">
      {sections.map((section, index) => (
        <details key={section.title} className="description__item" open={open.includes(index)}>
          <summary>{section.title}</summary>
          <div className="description__body">{section.body}</div>
        </details>
      ))}
    </div>
  );
}

/** Markdown already rendered through the store's sanitiser on the server (decision 130). */
function Markdown({ html }: { html: string }) {
  return <div className="description__text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Truncated({ headHtml, restHtml }: { headHtml: string; restHtml: string | null }) {
  if (!restHtml) return <Markdown html={headHtml} />;
  return (
    <details className="description__more">
      <summary>
        <Markdown html={headHtml} />
        <span className="description__toggle">Ver más</span>
      </summary>
      <Markdown html={restHtml} />
    </details>
  );
}
