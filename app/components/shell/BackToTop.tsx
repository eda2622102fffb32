import { Icon } from "../ui/Icon";
import { StyleWithoutScripts } from "../ui/StyleWithoutScripts";

/**
 * Without JavaScript nothing tracks the scroll: the link sits in the flow at the end of the page.
 * `body` outweighs the shell's `.back-to-top`, whose sheet comes after this style (decision 082).
 */
const withoutScriptsPlacement =
  "body .back-to-top { position: static; margin: 1rem auto; opacity: 1; visibility: visible; }";

/**
 * Spec §2.8: appears after scrolling more than half the viewport height (with JS); a plain link to the top without it.
 * Hidden from the first paint, not from hydration, so booting the app does not flash it (decision 053).
 */
export function BackToTop() {
  return (
    <>
      <StyleWithoutScripts css={withoutScriptsPlacement} />
      <a href="#arriba" className="back-to-top" aria-label="Volver arriba">
        <Icon name="up" />
      </a>
    </>
  );
}
