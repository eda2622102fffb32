import { Form, Link } from "@remix-run/react";
import type { Header as HeaderContent } from "../../content/shell";
import { Icon } from "../ui/Icon";
import { AlertBar } from "./AlertBar";

/** Spec storefront-shell §2.3: logo, search, wishlist, account and bag, then the links bar. */
export function Header({ header }: { header: HeaderContent }) {
  return (
    <header className="site-header">
      <AlertBar alertBar={header.alertBar} />
      <div className="site-header__main">
        <Link to={header.logo.href} className="site-header__logo" aria-label="Esencia, ir al inicio">
          <img src={header.logo.src} alt={header.logo.alt} width={header.logo.width} height={header.logo.height} />
        </Link>
        <Form method="get" action="/s" role="search" className="site-search">
          <label className="visually-hidden" htmlFor="search-term">
            Buscar
          </label>
          <input
            id="search-term"
            name="q"
            type="search"
            placeholder={header.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" aria-label="Buscar">
            <Icon name="search" />
          </button>
        </Form>
        <nav className="site-header__actions" aria-label="Tu cuenta">
          <Link to="/wishlist" aria-label="Wishlist">
            <Icon name="heart" />
          </Link>
          <Link to="/login" aria-label="Ingresar a tu cuenta">
            <Icon name="user" />
          </Link>
          <Link to="/checkout" aria-label="Bolsa de compras">
            <Icon name="bag" />
          </Link>
        </nav>
      </div>
      <nav className="links-bar" aria-label="Categorías">
        <ul>
          {header.linksBar.map((link) => (
            <li key={link.url}>
              <Link to={link.url} style={{ color: link.color, fontWeight: link.bold ? 700 : undefined }}>
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
