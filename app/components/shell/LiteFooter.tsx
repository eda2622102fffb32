import { legalLinks } from "../../domain/shell/legal-links";
import { LiteModeSwitch } from "./LiteModeSwitch";

/**
 * The lite footer (decision 110): the legal links and the switch, nothing else. Its link columns,
 * phones, social networks and newsletter form are on /menu, which the lite header links to.
 */
export function LiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label="Legales">
          <h2>Legales</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
          </ul>
        </nav>
        <LiteModeSwitch />
      </div>
    </footer>
  );
}
