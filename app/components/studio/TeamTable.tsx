import { Form } from "@remix-run/react";

import { roleLabel, staffRoles } from "../../domain/studio/roles";
import type { TeamMember } from "../../features/studio/team.server";

/** Everyone on the team, each with their own plain forms: change the role, disable or enable. */
export function TeamTable({ members, self }: { members: TeamMember[]; self: string }) {
  return (
    <table className="studio-table">
      <caption>Personas del equipo</caption>
      <thead>
        <tr>
          <th scope="col">Nombre</th>
          <th scope="col">Email</th>
          <th scope="col">Rol</th>
          <th scope="col">Estado</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.name}
              {member.id === self ? " (vos)" : null}
            </th>
            <td>{member.email}</td>
            <td>
              {member.id === self ? (
                roleLabel(member.role)
              ) : (
                <Form method="post" className="studio-inline-form">
                  <input type="hidden" name="intent" value="rol" />
                  <input type="hidden" name="staffId" value={member.id} />
                  <label className="visually-hidden" htmlFor={`rol-${member.id}`}>
                    Rol de {member.name}
                  </label>
                  <select id={`rol-${member.id}`} name="role" defaultValue={member.role}>
                    {staffRoles.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="studio-button studio-button--quiet">
                    Cambiar rol<span className="visually-hidden"> de {member.name}</span>
                  </button>
                </Form>
              )}
            </td>
            <td>{member.disabled ? "Deshabilitado" : "Habilitado"}</td>
            <td>
              {member.id === self ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value={member.disabled ? "habilitar" : "deshabilitar"} />
                  <input type="hidden" name="staffId" value={member.id} />
                  <button type="submit" className="studio-button studio-button--quiet">
                    {member.disabled ? "Habilitar" : "Deshabilitar"}
                    <span className="visually-hidden"> a {member.name}</span>
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
