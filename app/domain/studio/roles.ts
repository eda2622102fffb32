// Issue "Who and how they sign in": editor (drafts and preview), publicador (also publish, schedule,
// restore), admin (also staff accounts and roles, the audit log). Decision 072.

export const staffRoles = ["editor", "publicador", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const studioActions = [
  "ver",
  "borrador",
  "vista-previa",
  "imagen",
  "publicar",
  "programar",
  "restaurar",
  "equipo",
  "auditoria",
] as const;
export type StudioAction = (typeof studioActions)[number];

const editing: readonly StudioAction[] = ["ver", "borrador", "vista-previa", "imagen"];
const publishing: readonly StudioAction[] = [...editing, "publicar", "programar", "restaurar"];

/** Each role holds every action of the role before it. */
const allowed: Record<StaffRole, ReadonlySet<StudioAction>> = {
  editor: new Set(editing),
  publicador: new Set(publishing),
  admin: new Set(studioActions),
};

export const can = (role: StaffRole, action: StudioAction): boolean => allowed[role].has(action);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (staffRoles as readonly string[]).includes(value);

const labels: Record<StaffRole, string> = { editor: "Editor", publicador: "Publicador", admin: "Administrador" };

export const roleLabel = (role: StaffRole): string => labels[role];

/** What a refused action was, in the words of the 403 and the audit line. */
const actionLabels: Record<StudioAction, string> = {
  ver: "entrar al estudio",
  borrador: "guardar borradores",
  "vista-previa": "ver la vista previa",
  imagen: "subir imágenes",
  publicar: "publicar",
  programar: "programar publicaciones",
  restaurar: "restaurar versiones",
  equipo: "administrar el equipo",
  auditoria: "ver la auditoría",
};

export const actionLabel = (action: StudioAction): string => actionLabels[action];
