import { useId } from "react";

import { Markup } from "./Markup";

/**
 * Clauses, terms and FAQ answers as native disclosure widgets: they open and close without
 * JavaScript. Single-open mode groups them by name, which the browser keeps exclusive (§4.4).
 */
export function Collapsibles({
  items,
  singleOpen,
}: {
  items: readonly { title: string; html: string }[];
  singleOpen: boolean;
}) {
  const group = useId();
  return (
    <div className="collapsibles">
      {items.map((item) => (
        <details key={item.title} className="collapsible" name={singleOpen ? group : undefined}>
          <summary className="collapsible__title">{item.title}</summary>
          <Markup html={item.html} className="collapsible__body" />
        </details>
      ))}
    </div>
  );
}
