import type { CSSProperties } from "react";

import type { Shell } from "../../features/shell/shell.server";
import { SiteLink } from "../ui/SiteLink";

/**
 * Takeover (event) buttons (spec §2.3, §4.5): one is active at a time, the one the session
 * remembers. Shown on mobile (≤ 1280 px) and desktop by their flags; on the mobile home page they
 * hide once the page is scrolled past half its height (ShellBehaviour sets the class).
 */
export function TakeoverButtons({
  takeover,
  hideOnScroll,
}: {
  takeover: NonNullable<Shell["takeover"]>;
  hideOnScroll: boolean;
}) {
  const { buttonProperties: style } = takeover;
  const classes = [
    "takeover",
    style.showButtonMobile ? "" : "takeover--no-mobile",
    style.showButtonDesktop ? "" : "takeover--no-desktop",
    hideOnScroll ? "takeover--hide-on-scroll" : "",
  ].filter(Boolean);
  return (
    <ul
      className={classes.join(" ")}
      aria-label="Eventos"
      style={
        {
          "--takeover-bg": style.buttonBg,
          "--takeover-color": style.buttonTextColor,
          "--takeover-selected": style.buttonTextColorSelected,
          fontFamily: style.fontFamily,
        } as CSSProperties
      }
    >
      {takeover.buttonsContent.map((button) => (
        <li key={button.buttonID}>
          <SiteLink
            to={button.buttonHref}
            className="takeover__button"
            aria-current={button.buttonID === takeover.activeId ? "true" : undefined}
          >
            {button.buttonImg ? <img src={button.buttonImg} alt="" width={24} height={24} /> : null}
            {button.buttonText}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
