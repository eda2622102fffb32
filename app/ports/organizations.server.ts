// The B2B port (D1 `organizations`, `org_units`, `contracts`, `org_members`): the session's b2b data
// (spec storefront-shell §3.1) and the org-unit page.
import type { B2bSession } from "../domain/accounts/organization";
import type { AppContext } from "./context.server";

type MembershipRow = {
  unit_id: string;
  unit_name: string;
  contract_name: string;
  contract_image: string | null;
  organization_name: string;
  is_representative: number;
  is_manager: number;
};

export type OrgUnit = {
  id: string;
  name: string;
  organizationName: string;
  contracts: { id: string; name: string }[];
  members: { name: string; email: string; isRepresentative: boolean; organizationManager: boolean }[];
};

const membershipSql = `
SELECT m.unit_id, u.name AS unit_name, c.name AS contract_name, c.image_url AS contract_image,
       o.name AS organization_name, m.is_representative, m.is_manager
FROM org_members m
JOIN org_units u ON u.id = m.unit_id
JOIN contracts c ON c.id = m.contract_id
JOIN organizations o ON o.id = u.organization_id
WHERE m.user_id = ?1`;

export function organizations(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /** The person's b2b data, or null when they belong to no organisation. */
    async b2bOf(person: {
      id: string;
      givenName: string;
      familyName: string;
      email: string;
    }): Promise<B2bSession | null> {
      const row = await db.prepare(membershipSql).bind(person.id).first<MembershipRow>();
      if (!row) return null;
      return {
        unitId: row.unit_id,
        unitName: row.unit_name,
        contractName: row.contract_name,
        contractImage: row.contract_image,
        userName: `${person.givenName} ${person.familyName}`.trim(),
        userEmail: person.email,
        organizationManager: row.is_manager === 1,
        isRepresentative: row.is_representative === 1,
      };
    },

    /** A unit with its organisation's contracts and its members. */
    async orgUnit(unitId: string): Promise<OrgUnit | null> {
      const [units, contracts, members] = await db.batch([
        db
          .prepare(
            `SELECT u.id, u.name, o.name AS organization_name FROM org_units u
             JOIN organizations o ON o.id = u.organization_id WHERE u.id = ?1`,
          )
          .bind(unitId),
        db
          .prepare(
            `SELECT c.id, c.name FROM contracts c JOIN org_units u ON u.organization_id = c.organization_id
             WHERE u.id = ?1 ORDER BY c.name`,
          )
          .bind(unitId),
        db
          .prepare(
            `SELECT us.given_name, us.family_name, us.email, m.is_representative, m.is_manager
             FROM org_members m JOIN users us ON us.id = m.user_id WHERE m.unit_id = ?1 ORDER BY us.given_name, us.email`,
          )
          .bind(unitId),
      ]);
      const unit = units?.results[0] as { id: string; name: string; organization_name: string } | undefined;
      if (!unit) return null;
      type MemberRow = {
        given_name: string;
        family_name: string;
        email: string;
        is_representative: number;
        is_manager: number;
      };
      return {
        id: unit.id,
        name: unit.name,
        organizationName: unit.organization_name,
        contracts: (contracts?.results ?? []) as { id: string; name: string }[],
        members: ((members?.results ?? []) as MemberRow[]).map((member) => ({
          name: `${member.given_name} ${member.family_name}`.trim(),
          email: member.email,
          isRepresentative: member.is_representative === 1,
          organizationManager: member.is_manager === 1,
        })),
      };
    },
  };
}
