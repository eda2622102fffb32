// The studio's own forms: staff sign-in and the team administration (decision 072).
import { passwordRules } from "../domain/accounts/password";
import { staffRoles } from "../domain/studio/roles";
import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

export const staffCopy = {
  /** One message for every failed sign-in: it never says whether the e-mail is staff, or disabled. */
  signInFailed: "El email o la contraseña no son correctos.",
  /** Decision 057's limits, and its words: each says what was counted, and for how long. */
  rateLimited: "Recibimos muchos intentos desde tu conexión. Probá de nuevo en 10 minutos.",
  limitedForEmail:
    "Hubo muchos intentos fallidos con este email desde tu conexión. Esperá 10 minutos para probar de nuevo desde acá.",
  emailRequired: "Ingresá tu email.",
  emailInvalid: "Ingresá un email válido.",
  passwordRequired: "Ingresá tu contraseña.",
  passwordShort: `La contraseña debe tener al menos ${passwordRules.minLength} caracteres.`,
  passwordLong: `La contraseña puede tener hasta ${passwordRules.maxLength} caracteres.`,
  nameRequired: "Ingresá el nombre.",
  nameLong: "El nombre es demasiado largo.",
  roleInvalid: "Elegí un rol.",
  unreadable: "No pudimos procesar el formulario.",
  emailTaken: "Ya hay una persona del equipo con ese email.",
  notFound: "No encontramos a esa persona del equipo.",
  lastAdmin: "Tiene que quedar al menos una persona con rol Administrador habilitada.",
  notYourself: "No podés cambiar tu propio rol ni deshabilitarte.",
  created: (name: string) => `Creamos la cuenta de ${name}.`,
  roleChanged: (name: string, role: string) => `${name} ahora es ${role}. Sus sesiones se cerraron.`,
  disabled: (name: string) => `Deshabilitamos a ${name} y cerramos sus sesiones.`,
  enabled: (name: string) => `${name} puede volver a ingresar.`,
} as const;

const email = z
  .string({ error: staffCopy.emailRequired })
  .trim()
  .min(1, staffCopy.emailRequired)
  .max(fieldLimits.email, staffCopy.emailInvalid)
  .pipe(emailAddress(staffCopy.emailInvalid))
  .transform((value) => value.toLowerCase());

const redirectTo = z.string().max(fieldLimits.redirectTo).optional();
/** Honeypot: people never see it, bots fill it. */
const website = z.string().max(fieldLimits.website, staffCopy.unreadable).optional();

export const StudioSignInSchema = z.object({
  email,
  /** Only presence and the public upper bound: a lower bound would say which passwords cannot exist. */
  password: z
    .string({ error: staffCopy.passwordRequired })
    .min(1, staffCopy.passwordRequired)
    .max(fieldLimits.password, staffCopy.passwordLong),
  redirectTo,
  website,
});

const role = z.enum(staffRoles, { error: staffCopy.roleInvalid });
const staffId = z.string({ error: staffCopy.notFound }).min(1, staffCopy.notFound).max(fieldLimits.staffId);

const staffCreate = z.object({
  intent: z.literal("crear"),
  email,
  name: z
    .string({ error: staffCopy.nameRequired })
    .trim()
    .min(1, staffCopy.nameRequired)
    .max(fieldLimits.name, staffCopy.nameLong),
  role,
  password: z
    .string({ error: staffCopy.passwordRequired })
    .min(passwordRules.minLength, staffCopy.passwordShort)
    .max(fieldLimits.password, staffCopy.passwordLong),
  website,
});

export const StaffActionSchema = z.discriminatedUnion(
  "intent",
  [
    staffCreate,
    z.object({ intent: z.literal("rol"), staffId, role, website }),
    z.object({ intent: z.literal("deshabilitar"), staffId, website }),
    z.object({ intent: z.literal("habilitar"), staffId, website }),
  ],
  { error: staffCopy.unreadable },
);

export type StudioSignInSubmission = z.infer<typeof StudioSignInSchema>;
export type StudioSignInFields = z.input<typeof StudioSignInSchema>;
export type StaffAction = z.infer<typeof StaffActionSchema>;
export type StaffCreateFields = z.input<typeof staffCreate>;
