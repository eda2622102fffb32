import type { Footer as FooterContent } from "../../content/shell";
import { consumerProtection } from "../../domain/shell/legal-links";
import type { FormOutcome } from "../../forms/outcome";
import { SiteLink } from "../ui/SiteLink";
import { LiteModeSwitch } from "./LiteModeSwitch";
import { NewsletterForm } from "./NewsletterForm";

/** Spec storefront-shell §2.7. */
export function Footer({ footer, flash }: { footer: FooterContent; flash: FormOutcome | null }) {
  const phones = footer.phones.filter((phone) => phone.inUse);
  return (
    <footer className="site-footer">
      <NewsletterForm
        title={footer.newsletter.title}
        placeholder={footer.newsletter.placeholder}
        button={footer.newsletter.button}
        flash={flash}
      />
      <div className="site-footer__columns">
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <SiteLink to={link.url}>{link.text}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {phones.length > 0 ? (
          <div>
            <h2>Contacto</h2>
            <ul>
              {phones.map((phone) => (
                <li key={phone.label}>
                  {phone.label}: <a href={`tel:${phone.value.replace(/[^\d+]/g, "")}`}>{phone.value}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <SiteLink className="button button--outline" to="/arrepentimiento">
            Botón de arrepentimiento
          </SiteLink>
          {/* Every page of an Argentine online store links it (Resolución 38/2021; decision 110). */}
          <p>
            <a href={consumerProtection.url} target="_blank" rel="noopener noreferrer">
              {consumerProtection.text}
            </a>
          </p>
        </div>
        <LiteModeSwitch />
      </div>
      <ul className="site-footer__social" aria-label="Redes sociales">
        {footer.social.map((network) => (
          <li key={network.link}>
            <a href={network.link} target="_blank" rel="noopener noreferrer">
              <img src={network.logo} alt={network.alt} width={28} height={28} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      <div className="site-footer__legal">
        <picture>
          <source media="(max-width: 767px)" srcSet={footer.logo.mobile.src} />
          <img
            src={footer.logo.desktop.src}
            alt={footer.logo.desktop.alt}
            width={footer.logo.desktop.width}
            height={footer.logo.desktop.height}
            loading="lazy"
          />
        </picture>
        <p>{footer.logo.text}</p>
        <p className="site-footer__legal-text">{footer.legalText}</p>
        <ul className="site-footer__commercial" aria-label="Sellos">
          {footer.commercialLogos.map((seal) => (
            <li key={seal.link}>
              <a href={seal.link} target="_blank" rel="noopener noreferrer">
                <img
                  src={seal.logo.src}
                  alt={seal.logo.alt}
                  width={seal.logo.width}
                  height={seal.logo.height}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
