// Demo studio staff, one per role (README "Demo accounts", decision 072). Idempotent like the demo
// shoppers: an e-mail already there keeps its row, so a role or password changed in the dev store
// survives reseeding.
import { hashPassword } from "../../app/domain/accounts/password";
import type { StaffRole } from "../../app/domain/studio/roles";
import { demoPassword } from "./accounts";

export const demoStaff: readonly { id: string; email: string; name: string; role: StaffRole }[] = [
  { id: "demo-staff-editor", email: "editor@esencia.demo", name: "Elena Editora", role: "editor" },
  { id: "demo-staff-publicador", email: "publicador@esencia.demo", name: "Pablo Publicador", role: "publicador" },
  { id: "demo-staff-operaciones", email: "operaciones@esencia.demo", name: "Olga Operaciones", role: "operaciones" },
  { id: "demo-staff-catalogo", email: "catalogo@esencia.demo", name: "Carla Catálogo", role: "catalogo" },
  { id: "demo-staff-admin", email: "admin@esencia.demo", name: "Ana Administradora", role: "admin" },
];

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

export async function staffSql(nowSeconds = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const statements: string[] = [];
  for (const member of demoStaff) {
    const hash = await hashPassword(demoPassword);
    statements.push(
      `INSERT INTO staff (id, email, name, role, password_hash, created_at) VALUES (${[
        member.id,
        member.email,
        member.name,
        member.role,
        hash,
      ]
        .map(text)
        .join(", ")}, ${nowSeconds}) ON CONFLICT DO NOTHING;`,
    );
  }
  return statements;
}
