import { Link } from "@remix-run/react";

import {
  contractInitial,
  drawerLinks,
  manageLink,
  orgUnitPath,
  type B2bSession,
} from "../../domain/accounts/organization";
import { organizationLinks } from "../../domain/accounts/organization-links";
import { Icon } from "../ui/Icon";
import { LogoutForm } from "./LogoutForm";

/**
 * Spec storefront-shell §2.10, in its order: header (contract image or initial, contract name
 * linking to the unit), body (account links; one for representatives only), footer (unit name,
 * 'Manage' for managers, the person's image or an icon, name and e-mail, 'Logout').
 */
export function OrganizationDrawer({ b2b, personImage }: { b2b: B2bSession; personImage: string | null }) {
  const manage = manageLink(b2b);
  return (
    <aside className="org-drawer" aria-label="Tu organización">
      <header className="org-drawer__header">
        {b2b.contractImage ? (
          <img className="org-drawer__contract" src={b2b.contractImage} alt="" width={48} height={48} />
        ) : (
          <span className="org-drawer__contract org-drawer__initial" aria-hidden="true">
            {contractInitial(b2b.contractName)}
          </span>
        )}
        <Link to={orgUnitPath(b2b.unitId)} className="org-drawer__contract-name">
          {b2b.contractName}
        </Link>
      </header>
      <ul className="org-drawer__links">
        {drawerLinks(organizationLinks, b2b.isRepresentative).map((link) => (
          <li key={link.route}>
            <Link to={link.route}>{link.title}</Link>
          </li>
        ))}
      </ul>
      <footer className="org-drawer__profile">
        <p className="org-drawer__unit">{b2b.unitName}</p>
        {manage ? (
          <Link to={manage} className="org-drawer__manage">
            Manage
          </Link>
        ) : null}
        <div className="org-drawer__person">
          {personImage ? <img src={personImage} alt="" width={40} height={40} /> : <Icon name="user" />}
          <div>
            <p className="org-drawer__name">{b2b.userName}</p>
            <p className="org-drawer__email">{b2b.userEmail}</p>
          </div>
        </div>
        <LogoutForm label="Logout" />
      </footer>
    </aside>
  );
}
