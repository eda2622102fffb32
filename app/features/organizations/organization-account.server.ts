// The organisation account's pages (spec storefront-shell §2.1, §2.10, §6): the person's org unit
// and, for its representatives, the organisation's contracts. Null for anyone else: a 404, so unit
// ids reveal nothing.
import type { AppContext } from "../../ports/context.server";
import { organizations, type OrgUnit } from "../../ports/organizations.server";
import { requirePerson } from "../accounts/sign-in.server";

/** `members` only for the unit's managers ('Manage'); the members see the rest. */
export type OrgUnitPageData = {
  unit: Omit<OrgUnit, "members"> & { members: OrgUnit["members"] | null };
  contractName: string;
};

export async function orgUnitPage(
  request: Request,
  context: AppContext,
  unitId: string | undefined,
): Promise<OrgUnitPageData | null> {
  const { person } = await requirePerson(request, context);
  const b2b = await organizations(context).b2bOf(person);
  if (!b2b || b2b.unitId !== unitId) return null;
  const unit = await organizations(context).orgUnit(b2b.unitId);
  if (!unit) return null;
  return { unit: { ...unit, members: b2b.organizationManager ? unit.members : null }, contractName: b2b.contractName };
}

export type ContractsPageData = { organizationName: string; contracts: OrgUnit["contracts"]; current: string };

/** The drawer's representative-only route: the organisation's contracts, the person's own marked. */
export async function contractsPage(request: Request, context: AppContext): Promise<ContractsPageData | null> {
  const { person } = await requirePerson(request, context);
  const b2b = await organizations(context).b2bOf(person);
  if (!b2b?.isRepresentative) return null;
  const unit = await organizations(context).orgUnit(b2b.unitId);
  return {
    organizationName: unit?.organizationName ?? "",
    contracts: unit?.contracts ?? [],
    current: b2b.contractName,
  };
}
