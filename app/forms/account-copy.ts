// The account forms' copy, apart from their schemas (forms/accounts.ts): the pages' components read
// it, and a module that builds zod schemas would bring all of zod into the browser.
import { passwordRules } from "../domain/accounts/password";

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
