import { passwordRules } from "../domain/accounts/password";
import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** Copy of the login, register and account forms, shared by the forms and their actions. */
export const accountCopy = {
  /** One message for every failed login: it never says whether the e-mail has an account. */
  loginFailed: "El email o la contraseña no son correctos.",
  /** Register never says the e-mail is taken (decision 017). */
  registerFailed: "No pudimos crear la cuenta con esos datos. Si ya tenés una, ingresá con tu contraseña.",
  /** Decision 057: each limit says what was really counted, and for how long. */
  rateLimited: "Recibimos muchos intentos desde tu conexión. Probá de nuevo en 10 minutos.",
  loginLimitedForAccount:
    "Hubo muchos intentos fallidos con este email desde tu conexión. Esperá 10 minutos para probar de nuevo desde acá; desde otra conexión podés ingresar ahora.",
  passwordChangeLimited: "Hiciste muchos intentos de cambiar la contraseña. Probá de nuevo en 10 minutos.",
  emailRequired: "Ingresá tu email.",
  emailInvalid: "Ingresá un email válido.",
  passwordRequired: "Ingresá tu contraseña.",
  passwordShort: `La contraseña debe tener al menos ${passwordRules.minLength} caracteres.`,
  passwordLong: `La contraseña puede tener hasta ${passwordRules.maxLength} caracteres.`,
  passwordsDiffer: "Las contraseñas no coinciden.",
  currentPasswordWrong: "La contraseña actual no es correcta.",
  nameRequired: "Ingresá tu nombre.",
  nameLong: "El texto es demasiado largo.",
  phoneInvalid: "Ingresá un teléfono válido (solo números, espacios, guiones o +).",
  documentInvalid: "Ingresá un DNI válido (7 u 8 números).",
  welcome: (name: string) => (name ? `¡Hola, ${name}!` : "¡Hola! Ya ingresaste a tu cuenta."),
  registered: "¡Listo! Creamos tu cuenta.",
  loggedOut: "Cerraste tu sesión.",
  detailsSaved: "Guardamos tus datos.",
  passwordChanged: "Cambiamos tu contraseña. Cerramos tu sesión en los demás dispositivos.",
  endSessionsHelp:
    "Si ingresaste desde otro dispositivo y no cerraste la sesión, podés cerrar todas las sesiones abiertas, también esta.",
  sessionsEnded: "Cerramos todas tus sesiones. Ingresá de nuevo para seguir.",
} as const;

const email = z
  .string({ error: accountCopy.emailRequired })
  .trim()
  .min(1, accountCopy.emailRequired)
  .max(fieldLimits.email, accountCopy.emailInvalid)
  .pipe(emailAddress(accountCopy.emailInvalid))
  .transform((value) => value.toLowerCase());

/**
 * Login checks only presence and the register rule's public upper bound: a lower bound would tell an
 * attacker which passwords cannot exist.
 */
const anyPassword = z
  .string({ error: accountCopy.passwordRequired })
  .min(1, accountCopy.passwordRequired)
  .max(fieldLimits.password, accountCopy.passwordLong);

const newPassword = z
  .string({ error: accountCopy.passwordRequired })
  .min(passwordRules.minLength, accountCopy.passwordShort)
  .max(passwordRules.maxLength, accountCopy.passwordLong);

const givenName = z
  .string({ error: accountCopy.nameRequired })
  .trim()
  .min(1, accountCopy.nameRequired)
  .max(fieldLimits.givenName, accountCopy.nameLong);
const familyName = z.string().trim().max(fieldLimits.familyName, accountCopy.nameLong).optional();

const redirectTo = z.string().max(fieldLimits.returnUrl).optional();
/** Honeypot: people never see it, bots fill it. */
const website = z.string().max(fieldLimits.website, "No pudimos procesar el formulario.").optional();

export const LoginSchema = z.object({
  intent: z.literal("login"),
  email,
  password: anyPassword,
  returnUrl: redirectTo,
  website,
});

export const RegisterSchema = z
  .object({
    intent: z.literal("register"),
    givenName,
    familyName,
    email,
    password: newPassword,
    confirmPassword: z
      .string({ error: accountCopy.passwordRequired })
      .max(fieldLimits.confirmPassword, accountCopy.passwordLong),
    returnUrl: redirectTo,
    website,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: accountCopy.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const UserDetailsSchema = z.object({
  givenName,
  familyName,
  phone: z
    .string()
    .trim()
    .max(fieldLimits.phone, accountCopy.phoneInvalid)
    .regex(/^\+?[\d\s-]{6,}$/, accountCopy.phoneInvalid)
    .optional(),
  document: z
    .string()
    .trim()
    .max(fieldLimits.document, accountCopy.documentInvalid)
    .regex(/^\d{7,8}$/, accountCopy.documentInvalid)
    .optional(),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: anyPassword,
    newPassword,
    confirmPassword: z
      .string({ error: accountCopy.passwordRequired })
      .max(fieldLimits.confirmPassword, accountCopy.passwordLong),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: accountCopy.passwordsDiffer,
    path: ["confirmPassword"],
  });

export type LoginSubmission = z.infer<typeof LoginSchema>;
export type RegisterSubmission = z.infer<typeof RegisterSchema>;
export type LoginFields = z.input<typeof LoginSchema>;
export type RegisterFields = z.input<typeof RegisterSchema>;
export type UserDetailsSubmission = z.infer<typeof UserDetailsSchema>;
export type UserDetailsFields = z.input<typeof UserDetailsSchema>;
export type ChangePasswordSubmission = z.infer<typeof ChangePasswordSchema>;
export type ChangePasswordFields = z.input<typeof ChangePasswordSchema>;
