// The team page (/studio/equipo), admins only: list, create, change a role, disable and enable
// (decision 072). Every change is audited as 'equipo'; a role change or a disable ends that
// person's studio sessions at once, so the new role applies from their next request.
import { roleLabel } from "../../domain/studio/roles";
import { staffCopy, type StaffAction } from "../../forms/staff";
import type { AppContext } from "../../ports/context.server";
import { staffSessions } from "../../ports/staff-sessions.server";
import { staffDirectory, type StaffMember } from "../../ports/staff.server";
import { auditOf } from "../../ports/studio-audit.server";
import { requireStaff, type Staff } from "./staff.server";

export type TeamMember = Pick<StaffMember, "id" | "email" | "name" | "role"> & { disabled: boolean };

/** What the page shows after a change's 303 (`?aviso=…&persona=…`), read back from D1. */
const notices = ["creado", "rol", "deshabilitado", "habilitado"] as const;
export type TeamNotice = (typeof notices)[number];

export type TeamPageData = { members: TeamMember[]; notice: string | null; self: string };

export async function teamPage(request: Request, context: AppContext): Promise<TeamPageData> {
  const admin = await requireStaff(request, context, "equipo");
  const members = (await staffDirectory(context.cloudflare.env.DB).list()).map(
    ({ id, email, name, role, disabledAt }): TeamMember => ({ id, email, name, role, disabled: disabledAt !== null }),
  );
  const params = new URL(request.url).searchParams;
  const notice = notices.find((candidate) => candidate === params.get("aviso"));
  const member = members.find(({ id }) => id === params.get("persona"));
  return { members, notice: notice && member ? noticeText(notice, member) : null, self: admin.id };
}

function noticeText(notice: TeamNotice, member: TeamMember): string {
  switch (notice) {
    case "creado":
      return staffCopy.created(member.name);
    case "rol":
      return staffCopy.roleChanged(member.name, roleLabel(member.role));
    case "deshabilitado":
      return staffCopy.disabled(member.name);
    case "habilitado":
      return staffCopy.enabled(member.name);
  }
}

export type TeamChange =
  { status: "done"; redirectTo: string } | { status: "refused"; message: string; field?: "email" | "staffId" };

const done = (notice: TeamNotice, staffId: string): TeamChange => ({
  status: "done",
  redirectTo: `/studio/equipo?aviso=${notice}&persona=${encodeURIComponent(staffId)}`,
});

export async function changeTeam(context: AppContext, admin: Staff, change: StaffAction): Promise<TeamChange> {
  const db = context.cloudflare.env.DB;
  const directory = staffDirectory(db);
  const audit = auditOf(context);
  const record = (detail: string) => audit.record({ actor: admin.email, action: "equipo", document: null, detail });

  if (change.intent === "crear") {
    const member = await directory.create(change);
    if (!member) return { status: "refused", message: staffCopy.emailTaken, field: "email" };
    await record(`Alta de ${member.email} con rol ${roleLabel(member.role)}.`);
    return done("creado", member.id);
  }

  const member = await directory.byId(change.staffId);
  if (!member) return { status: "refused", message: staffCopy.notFound, field: "staffId" };
  // An admin cannot lock themselves out, nor leave the studio without an admin.
  if (member.id === admin.id) return { status: "refused", message: staffCopy.notYourself };
  const losesAdmin =
    member.role === "admin" &&
    member.disabledAt === null &&
    (change.intent === "deshabilitar" || (change.intent === "rol" && change.role !== "admin"));
  if (losesAdmin && (await directory.enabledAdmins()) <= 1) return { status: "refused", message: staffCopy.lastAdmin };

  const sessions = staffSessions(db);
  switch (change.intent) {
    case "rol":
      if (change.role === member.role) return done("rol", member.id);
      await directory.changeRole(member.id, change.role);
      await sessions.endAllOf(member.id);
      await record(`Rol de ${member.email}: ${roleLabel(member.role)} → ${roleLabel(change.role)}.`);
      return done("rol", member.id);
    case "deshabilitar":
      if (await directory.disable(member.id)) {
        await sessions.endAllOf(member.id);
        await record(`Baja de ${member.email}: deshabilitado, sesiones cerradas.`);
      }
      return done("deshabilitado", member.id);
    case "habilitar":
      if (await directory.enable(member.id)) await record(`${member.email} habilitado de nuevo.`);
      return done("habilitado", member.id);
  }
}
