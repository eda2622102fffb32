// Demo accounts for B2B and plain shoppers (README "Demo accounts"). Idempotent: an e-mail that is
// already there keeps its row, so a changed password in the dev store survives reseeding.
import { hashPassword } from "../../app/domain/accounts/password";

/** The demo password of every seeded account; written in the README on purpose (local demo data). */
export const demoPassword = "Esencia-Demo-2026";

const organization = { id: "org-perfumerias-del-sur", name: "Perfumerías del Sur S.A." };
const unit = { id: "unidad-palermo", name: "Sucursal Palermo" };
const contracts = [
  { id: "contrato-mayorista", name: "Contrato Mayorista 2026" },
  { id: "contrato-eventos", name: "Contrato Eventos Corporativos" },
] as const;

export const demoAccounts = [
  {
    id: "demo-representante",
    email: "representante@esencia.demo",
    givenName: "Rocío",
    familyName: "Ramírez",
    representative: true,
    manager: false,
  },
  {
    id: "demo-gerente",
    email: "gerente@esencia.demo",
    givenName: "Martín",
    familyName: "Gómez",
    representative: true,
    manager: true,
  },
  {
    id: "demo-integrante",
    email: "integrante@esencia.demo",
    givenName: "Lucía",
    familyName: "Fernández",
    representative: false,
    manager: false,
  },
  {
    id: "demo-cliente",
    email: "cliente@esencia.demo",
    givenName: "Sofía",
    familyName: "López",
    representative: null,
    manager: null,
  },
] as const;

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

export async function accountsSql(now = new Date().toISOString()): Promise<string[]> {
  const statements = [
    `INSERT INTO organizations (id, name) VALUES (${text(organization.id)}, ${text(organization.name)}) ON CONFLICT DO NOTHING;`,
    `INSERT INTO org_units (id, organization_id, name) VALUES (${text(unit.id)}, ${text(organization.id)}, ${text(unit.name)}) ON CONFLICT DO NOTHING;`,
    ...contracts.map(
      (contract) =>
        `INSERT INTO contracts (id, organization_id, name) VALUES (${text(contract.id)}, ${text(organization.id)}, ${text(contract.name)}) ON CONFLICT DO NOTHING;`,
    ),
  ];
  for (const account of demoAccounts) {
    statements.push(
      `INSERT INTO users (id, email, given_name, family_name, password_hash, created_at, updated_at) VALUES (${[
        account.id,
        account.email,
        account.givenName,
        account.familyName,
        await hashPassword(demoPassword),
        now,
        now,
      ]
        .map(text)
        .join(", ")}) ON CONFLICT DO NOTHING;`,
    );
    if (account.representative === null) continue;
    statements.push(
      `INSERT INTO org_members (user_id, unit_id, contract_id, is_representative, is_manager) VALUES (${text(account.id)}, ${text(unit.id)}, ${text(contracts[0].id)}, ${Number(account.representative)}, ${Number(account.manager)}) ON CONFLICT DO NOTHING;`,
    );
  }
  return statements;
}
