// Issue "Who and how they sign in": "Staff, with roles: editor (drafts and preview), publisher (also
// publish, schedule, restore), admin (also staff accounts and roles, the audit log)." Decision 072.
// The order desk: "A role for the people who run orders (e.g. 'operaciones'), beside editor,
// publicador and admin; admins get everything." Decision 115.
// Catalogue operations: "Role: a catalogue role or the publicador — your call, recorded." Decision 127.
import { describe, expect, it } from "vitest";

import { can, isStaffRole, roleLabel, studioActions, type StaffRole, type StudioAction } from "./roles";

const table: [
  StudioAction,
  editor: boolean,
  publicador: boolean,
  operaciones: boolean,
  catalogo: boolean,
  admin: boolean,
][] = [
  ["ver", true, true, true, true, true],
  ["borrador", true, true, false, false, true],
  ["vista-previa", true, true, false, false, true],
  ["imagen", true, true, false, true, true],
  ["publicar", false, true, false, false, true],
  ["programar", false, true, false, false, true],
  ["restaurar", false, true, false, false, true],
  ["equipo", false, false, false, false, true],
  ["auditoria", false, false, false, false, true],
  ["pedidos", false, false, true, false, true],
  // Promotions: "Ops run them in the studio (publicador and admin)". Decision 122.
  ["promociones", false, true, false, false, true],
  // Prices, stock, price lists and products: the 'catalogo' role and admin. Decision 127.
  ["catalogo", false, false, false, true, true],
];

describe("can", () => {
  it("covers every action", () => expect(table.map(([action]) => action)).toEqual([...studioActions]));

  it.each(table)(
    "%s: editor %s, publicador %s, operaciones %s, catalogo %s, admin %s",
    (action, editor, publicador, operaciones, catalogo, admin) => {
      expect(can("editor", action)).toBe(editor);
      expect(can("publicador", action)).toBe(publicador);
      expect(can("operaciones", action)).toBe(operaciones);
      expect(can("catalogo", action)).toBe(catalogo);
      expect(can("admin", action)).toBe(admin);
    },
  );
});

describe("roles", () => {
  it.each([
    ["editor", "Editor"],
    ["publicador", "Publicador"],
    ["operaciones", "Operaciones"],
    ["catalogo", "Catálogo"],
    ["admin", "Administrador"],
  ] as [StaffRole, string][])("%s reads '%s'", (role, label) => expect(roleLabel(role)).toBe(label));

  it.each([
    ["editor", true],
    ["admin", true],
    ["Admin", false],
    ["publisher", false],
    ["", false],
    [undefined, false],
  ])("isStaffRole(%s) → %s", (value, expected) => expect(isStaffRole(value)).toBe(expected));
});
