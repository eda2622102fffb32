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

function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

function Truncated({ head, rest }: { head: string; rest: string | null }) {
  if (!rest) return <Paragraphs text={head} />;
  return (
    <details className="description__more">
      <summary>
        <Paragraphs text={`${head}…`} />
        <span className="description__toggle">Ver más</span>
      </summary>
      <Paragraphs text={rest} />
    </details>
  );
}
