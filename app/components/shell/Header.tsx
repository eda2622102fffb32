import type { ShellHeader } from "../../domain/shell/menus";
import type { ShellShopper } from "../../features/shell/root.server";
import type { Shell } from "../../features/shell/shell.server";
import { CartToggle } from "../cart/CartToggle";
import { Icon } from "../ui/Icon";
import { useInlinePicture } from "../ui/InlinePictures";
import { useLiteMode } from "../ui/LiteMode";
import { SiteLink } from "../ui/SiteLink";
import {
  AlertBar,
  ExpandableSearch,
  LinksBar,
  LiteAlertBar,
  LiteNote,
  OrganizationButton,
  PickupPointBar,
  RegionPopover,
  SearchBox,
  TakeoverButtons,
} from "./lazy-shell";
import type { RegionFlash } from "./RegionPopover";

type Props = {
  header: ShellHeader;
  /** Where the menus' content is fetched when first shown (decision 084). */
  menusUrl: string;
  takeover: Shell["takeover"];
  region: Shell["region"];
  regionFlash: RegionFlash;
  isHome: boolean;
  cartItems: number;
  checkoutUrl: string;
  shopper: ShellShopper;
};

/**
 * Spec storefront-shell §2.3, in order: menu button, logo, search, takeover buttons, wishlist,
 * account and bag; then the region bar (mobile and non-desktop only, §2.9, with its pickup-point button) and the links bar with the
 * mega-menu (§2.5). The menu button is a link to the drawer (#menu), so it opens without JS.
 * A lite page (decision 110) opens with its note and the way back to the full store, shows one
 * still message, and its menu button leads to /menu, which carries the menus instead of the page.
 */
export function Header({
  header,
  menusUrl,
  takeover,
  region,
  regionFlash,
  isHome,
  cartItems,
  checkoutUrl,
  shopper,
}: Props) {
  // On every page's first screen: the document carries it (decision 093).
  const logo = useInlinePicture(header.logo.src);
  const lite = useLiteMode();
  return (
    <header className="site-header" id="arriba">
      {lite ? <LiteNote /> : null}
      {lite ? <LiteAlertBar alertBar={header.alertBar} /> : <AlertBar alertBar={header.alertBar} />}
      <div className={`site-header__main site-header__main--search-${header.mobileSearch}`}>
        {lite ? (
          <a href="/menu" className="site-header__menu" aria-label="Menú">
            <Icon name="menu" />
          </a>
        ) : (
          <a href="#menu" className="site-header__menu" aria-label="Abrir el menú" aria-controls="menu">
            <Icon name="menu" />
          </a>
        )}
        <SiteLink to={header.logo.href} className="site-header__logo" aria-label="Esencia, ir al inicio">
          <img {...logo} alt={header.logo.alt} width={header.logo.width} height={header.logo.height} />
        </SiteLink>
        {header.mobileSearch === "expandable" ? (
          <ExpandableSearch placeholder={header.searchPlaceholder} />
        ) : (
          <SearchBox placeholder={header.searchPlaceholder} />
        )}
        {takeover ? <TakeoverButtons takeover={takeover} hideOnScroll={isHome} /> : null}
        <nav className="site-header__actions" aria-label="Tu cuenta">
          <SiteLink to="/wishlist" aria-label="Wishlist">
            <Icon name="heart" />
          </SiteLink>
          <OrganizationButton
            personId={shopper.personId}
            personImage={shopper.imageUrl}
            b2b={shopper.b2b}
            experimentalMyAccount={shopper.experimentalMyAccount}
          />
          <SiteLink to={shopper.accountHref} aria-label={shopper.personId ? "Mi cuenta" : "Ingresar a tu cuenta"}>
            <Icon name="user" />
          </SiteLink>
          <CartToggle count={cartItems} checkoutUrl={checkoutUrl} />
        </nav>
        <div className="region-bar">
          <RegionPopover region={region} flash={regionFlash} />
          {region.pickupButton ? <PickupPointBar point={region.pickupPoint} /> : null}
        </div>
      </div>
      {lite ? null : (
        <LinksBar items={header.linksBar} menusUrl={menusUrl} freeShippingText={header.freeShippingText} />
      )}
    </header>
  );
}
