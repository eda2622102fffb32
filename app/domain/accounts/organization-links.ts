// The organisation drawer's account links (spec storefront-shell §2.10 body, §3.2). The spec does
// not say which route is for representatives only; ours is the organisation's contracts.
import { accountSections } from "./account-links";
import type { OrganizationLink } from "./organization";

export const contractsPath = "/pvt/organization-account/contracts";

export const organizationLinks: readonly OrganizationLink[] = [
  ...accountSections,
  { route: contractsPath, title: "Contratos", representativeOnly: true },
];
