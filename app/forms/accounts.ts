import { passwordRules } from "../domain/accounts/password";
import { accountCopy } from "./account-copy";
import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

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
