// Spec storefront-shell §2.3 "If the experimental my-account flag is on and the session user is a
// B2B representative, the sign-in button is replaced by the organisation button. That button is
// labelled 'Company' when the person has an id and 'Contract' otherwise"; §2.10 "a contract image;
// when there is none, the first letter of the contract name in upper case", "One specific route is
// shown only to representatives", "a 'Manage' link … for organisation managers only".
import { describe, expect, it } from "vitest";

import {
  contractInitial,
  drawerLinks,
  manageLink,
  organizationButtonLabel,
  showsOrganizationButton,
  type B2bSession,
} from "./organization";

const member: B2bSession = {
  unitId: "unidad-palermo",
  unitName: "Sucursal Palermo",
  contractName: "perfumerías del sur",
  contractImage: null,
  userName: "Ana Pérez",
  userEmail: "ana@ejemplo.com.ar",
  organizationManager: false,
  isRepresentative: false,
};
const representative = { ...member, isRepresentative: true };
const manager = { ...member, isRepresentative: true, organizationManager: true };

describe("organisation button", () => {
  it.each<[string, boolean, B2bSession | null, boolean]>([
    ["flag on, representative", true, representative, true],
    ["flag on, manager who represents", true, manager, true],
    ["flag on, plain member", true, member, false],
    ["flag on, no b2b data", true, null, false],
    ["flag off, representative", false, representative, false],
  ])("%s → shown: %s", (_, flag, b2b, expected) => {
    expect(showsOrganizationButton(flag, b2b)).toBe(expected);
  });

  it.each([
    ["u-1", "Company"],
    [null, "Contract"],
    ["", "Contract"],
  ])("person id %j → '%s'", (id, label) => {
    expect(organizationButtonLabel(id)).toBe(label);
  });
});

describe("organisation drawer", () => {
  it.each([
    ["perfumerías del sur", "P"],
    ["  ébano", "É"],
    ["", ""],
  ])("contract '%s' → initial '%s'", (name, initial) => {
    expect(contractInitial(name)).toBe(initial);
  });

  const links = [
    { route: "/pvt/account/profile", title: "Perfil" },
    { route: "/pvt/organization-account/contracts", title: "Contratos", representativeOnly: true },
  ];
  it.each([
    ["a representative sees every link", true, ["Perfil", "Contratos"]],
    ["anyone else misses the representative-only route", false, ["Perfil"]],
  ])("%s", (_, isRepresentative, titles) => {
    expect(drawerLinks(links, isRepresentative).map((link) => link.title)).toEqual(titles);
  });

  it.each<[string, B2bSession, string | null]>([
    ["a manager gets 'Manage'", manager, "/pvt/organization-account/org-unit/unidad-palermo"],
    ["a representative who is not a manager does not", representative, null],
    ["a plain member does not", member, null],
  ])("%s", (_, b2b, expected) => {
    expect(manageLink(b2b)).toBe(expected);
  });
});
