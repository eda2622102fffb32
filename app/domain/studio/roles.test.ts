// Issue "Who and how they sign in": "Staff, with roles: editor (drafts and preview), publisher (also
// publish, schedule, restore), admin (also staff accounts and roles, the audit log)." Decision 072.
import { describe, expect, it } from "vitest";

import { can, isStaffRole, roleLabel, studioActions, type StaffRole, type StudioAction } from "./roles";

const table: [StudioAction, editor: boolean, publicador: boolean, admin: boolean][] = [
  ["ver", true, true, true],
  ["borrador", true, true, true],
  ["vista-previa", true, true, true],
  ["imagen", true, true, true],
  ["publicar", false, true, true],
  ["programar", false, true, true],
  ["restaurar", false, true, true],
  ["equipo", false, false, true],
  ["auditoria", false, false, true],
];

describe("can", () => {
  it("covers every action", () => expect(table.map(([action]) => action)).toEqual([...studioActions]));

  it.each(table)("%s: editor %s, publicador %s, admin %s", (action, editor, publicador, admin) => {
    expect(can("editor", action)).toBe(editor);
    expect(can("publicador", action)).toBe(publicador);
    expect(can("admin", action)).toBe(admin);
  });
});

describe("roles", () => {
  it.each([
    ["editor", "Editor"],
    ["publicador", "Publicador"],
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
