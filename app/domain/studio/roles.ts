// Who may do what in the studio (decision 072): editor (drafts and preview), publicador (also publish,
// schedule, restore), admin (also staff accounts and roles, the audit log, and everything else).
// Operaciones run the order desk and nothing of the content (decision 115). Catálogo runs prices,
// stock, price lists and products, and nothing of the content or the orders (decision 127).

export const staffRoles = ["editor", "publicador", "operaciones", "catalogo", "admin"] as const;
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
  "pedidos",
  "promociones",
  "catalogo",
] as const;
export type StudioAction = (typeof studioActions)[number];

const editing: readonly StudioAction[] = ["ver", "borrador", "vista-previa", "imagen"];
// Promotions change what the bag charges: those who publish run them (decision 122).
const publishing: readonly StudioAction[] = [...editing, "publicar", "programar", "restaurar", "promociones"];

/** A publicador holds every action of an editor; an admin holds all. */
const allowed: Record<StaffRole, ReadonlySet<StudioAction>> = {
  editor: new Set(editing),
  publicador: new Set(publishing),
  operaciones: new Set(["ver", "pedidos"]),
  // Product pictures go through the studio's upload, so the catalogue role holds "imagen" too.
  catalogo: new Set(["ver", "imagen", "catalogo"]),
  admin: new Set(studioActions),
};

export const can = (role: StaffRole, action: StudioAction): boolean => allowed[role].has(action);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (staffRoles as readonly string[]).includes(value);

const labels: Record<StaffRole, string> = {
  editor: "Editor",
  publicador: "Publicador",
  operaciones: "Operaciones",
  catalogo: "Catálogo",
  admin: "Administrador",
};

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
  pedidos: "atender pedidos y arrepentimientos",
  promociones: "administrar promociones y cupones",
  catalogo: "administrar precios, stock y productos",
};

export const actionLabel = (action: StudioAction): string => actionLabels[action];
