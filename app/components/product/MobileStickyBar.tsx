import { useEffect, useRef, useState } from "react";

import type { VariantSelector } from "../../domain/pdp/variant-selector";
import { AddToBagForm } from "../cart/AddToBagForm";
import { useLiteMode } from "../ui/LiteMode";

/**
 * Spec products-and-buying §2.4 "Mobile sticky bar": the variant and an add button (quantity 1); on
 * mobile it appears when neither the add-to-bag area nor the gallery is in view (top offset 204 px).
 * It needs JavaScript to know that; without it the page's own form is the only one, so a lite page
 * (decision 110), which runs none, does not carry it.
 */
export function MobileStickyBar({
  sku,
  selector,
  title,
}: {
  sku: string;
  selector: VariantSelector | null;
  title: string;
}) {
  const lite = useLiteMode();
  const [shown, setShown] = useState(false);
  const seen = useRef(new Map<Element, boolean>());
  useEffect(() => {
    const watched = document.querySelectorAll(".pdp__buy, .gallery");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) seen.current.set(entry.target, entry.isIntersecting);
        setShown(![...seen.current.values()].some(Boolean));
      },
      { rootMargin: "-204px 0px 0px 0px" },
    );
    watched.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);
  if (lite) return null;
  return (
    <div className={`sticky-bar${shown ? " is-shown" : ""}`} aria-hidden={!shown}>
      <span className="sticky-bar__title">
        {title}
        {selector?.activeLabel ? ` · ${selector.activeLabel}` : null}
      </span>
      {selector && selector.options.length > 1 ? (
        <a className="sticky-bar__variant" href="#variantes">
          Cambiar
        </a>
      ) : null}
      <AddToBagForm sku={sku} label="Agregar" />
    </div>
  );
}
