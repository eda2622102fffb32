import { Icon } from "../ui/Icon";

/** Spec §2.8: appears after scrolling more than half the viewport height (with JS); a plain link to the top without it. */
export function BackToTop() {
  return (
    <a href="#arriba" className="back-to-top" aria-label="Volver arriba">
      <Icon name="up" />
    </a>
  );
}
