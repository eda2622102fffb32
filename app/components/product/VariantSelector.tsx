import { Link } from "@remix-run/react";

import {
  optionsBeforeMore,
  type VariantSelector as Selector,
  type SelectorOption,
} from "../../domain/pdp/variant-selector";
import { Drawer } from "../shell/Drawer";
import { closeDrawers } from "../shell/drawer-state";

/**
 * Spec products-and-buying §2.4 "SKU selector": each option is a link to its SKU's page (works without
 * JS); the first 10, then 'Ver más' opens the rest. On mobile the list is a drawer (a :target panel,
 * enhanced by the shell's drawer script), closed by choosing an option.
 */
export function VariantSelector({ selector, id = "variantes" }: { selector: Selector; id?: string }) {
  const first = selector.options.slice(0, optionsBeforeMore);
  const more = selector.options.slice(optionsBeforeMore);
  return (
    <div className={`variants variants--${selector.type}`} data-keep-clear>
      <p className="variants__title">
        {selector.title}
        {selector.activeLabel ? <span className="variants__active">: {selector.activeLabel}</span> : null}
      </p>
      <a className="variants__open button button--secondary" href={`#${id}`}>
        {selector.activeLabel ?? `Elegí ${selector.title === "Color" ? "un color" : "un tamaño"}`}
      </a>
      <div className="variants__inline">
        <Options options={first} type={selector.type} />
        {more.length ? (
          <details className="variants__more">
            <summary>Ver más ({more.length})</summary>
            <Options options={more} type={selector.type} />
          </details>
        ) : null}
      </div>
      <Drawer id={id} title={selector.title} side="right">
        {/* "The drawer closes when an option is chosen" (the page it leads to keeps the same drawer element). */}
        <Options options={selector.options} type={selector.type} onChoose={closeDrawers} />
      </Drawer>
    </div>
  );
}

function Options({
  options,
  type,
  onChoose,
}: {
  options: SelectorOption[];
  type: Selector["type"];
  onChoose?: () => void;
}) {
  return (
    <ul className="variants__list">
      {options.map((option) => (
        <li key={option.skuId}>
          <Link
            to={option.href}
            className={`variant${option.active ? " is-active" : ""}`}
            aria-current={option.active ? "true" : undefined}
            aria-disabled={option.disabled || undefined}
            replace
            preventScrollReset
            prefetch="intent"
            title={option.label}
            onClick={onChoose}
          >
            {type === "color" ? (
              <span
                className="variant__swatch"
                style={{ background: option.hexColor ?? undefined }}
                aria-hidden="true"
              />
            ) : null}
            <span className={type === "color" ? "variant__name" : undefined}>{option.label}</span>
            {option.discount ? <span className="variant__discount">{option.discount}</span> : null}
            {option.badge ? (
              <span
                className="variant__badge"
                style={{ background: option.badge.background, color: option.badge.textColor }}
              >
                {option.badge.firstText}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
