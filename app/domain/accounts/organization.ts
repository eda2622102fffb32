// Spec storefront-shell §2.3 "Sign-in and organisation button", §2.10 "Organisation drawer", §3.1
// (session b2b), §6 (B2B member, representative, organisation manager).
import type { AccountLink } from "./account-links";

/** §3.1 b2b: unitId, unitName, contractName, userName, userEmail, organizationManager, isRepresentative. */
export type B2bSession = {
  unitId: string;
  unitName: string;
  contractName: string;
  contractImage: string | null;
  userName: string;
  userEmail: string;
  organizationManager: boolean;
  isRepresentative: boolean;
};

/** A drawer link; the one marked representativeOnly is hidden from everyone else (§2.10, §6). */
export type OrganizationLink = AccountLink & { representativeOnly?: boolean };

/** §2.3: "If the experimental my-account flag is on and the session user is a B2B representative". */
export const showsOrganizationButton = (experimentalMyAccount: boolean, b2b: B2bSession | null) =>
  experimentalMyAccount && Boolean(b2b?.isRepresentative);

/** §2.3: "labelled 'Company' when the person has an id and 'Contract' otherwise". */
export const organizationButtonLabel = (personId: string | null | undefined) => (personId ? "Company" : "Contract");

/** §2.10: "when there is none, the first letter of the contract name in upper case". */
export const contractInitial = (contractName: string) => contractName.trim().charAt(0).toUpperCase();

export const orgUnitPath = (unitId: string) => `/pvt/organization-account/org-unit/${encodeURIComponent(unitId)}`;

/** §6: representatives see all links; others see the list without the representative-only route. */
export const drawerLinks = (links: readonly OrganizationLink[], isRepresentative: boolean): AccountLink[] =>
  links.filter((link) => isRepresentative || !link.representativeOnly).map(({ route, title }) => ({ route, title }));

/** §2.10 footer: "a 'Manage' link … for organisation managers only". */
export const manageLink = (b2b: B2bSession) => (b2b.organizationManager ? orgUnitPath(b2b.unitId) : null);
