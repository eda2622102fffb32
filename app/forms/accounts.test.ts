// Spec storefront-shell §2.11: e-mail and password login, register, User Details and Security forms; zod at
// the boundary, Spanish messages; login never reveals which passwords could exist (decision 017).
import { describe, expect, it } from "vitest";

import { accountCopy } from "./account-copy";
import { ChangePasswordSchema, LoginSchema, RegisterSchema, UserDetailsSchema } from "./accounts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("LoginSchema", () => {
  it("lower-cases and trims the e-mail", () => {
    const result = LoginSchema.parse({ intent: "login", email: "  Ana.Perez@Ejemplo.COM ", password: "x" });
    expect(result.email).toBe("ana.perez@ejemplo.com");
  });

  it.each([
    ["a short password is still checked (no length rule at login)", { email: "ana@ejemplo.com", password: "x" }, null],
    ["missing password", { email: "ana@ejemplo.com", password: "" }, accountCopy.passwordRequired],
    ["missing e-mail", { email: "", password: "x" }, accountCopy.emailRequired],
    ["not an e-mail", { email: "ana", password: "x" }, accountCopy.emailInvalid],
  ])("%s", (_, fields, expected) => {
    expect(firstMessage(LoginSchema.safeParse({ intent: "login", ...fields }))).toBe(expected);
  });
});

describe("RegisterSchema", () => {
  const valid = {
    intent: "register",
    givenName: "Ana",
    email: "ana@ejemplo.com",
    password: "Rosas-2026",
    confirmPassword: "Rosas-2026",
  };
  it.each([
    ["a valid registration", {}, null],
    ["no given name", { givenName: " " }, accountCopy.nameRequired],
    ["a password under 8 characters", { password: "corta", confirmPassword: "corta" }, accountCopy.passwordShort],
    [
      "a password over 128 characters",
      { password: "a".repeat(129), confirmPassword: "a".repeat(129) },
      accountCopy.passwordLong,
    ],
    ["passwords that differ", { confirmPassword: "Rosas-2027" }, accountCopy.passwordsDiffer],
  ])("%s", (_, change, expected) => {
    expect(firstMessage(RegisterSchema.safeParse({ ...valid, ...change }))).toBe(expected);
  });
});

describe("UserDetailsSchema", () => {
  it.each([
    ["name only", { givenName: "Ana" }, null],
    ["a phone with prefix and dashes", { givenName: "Ana", phone: "+54 11 5555-0000" }, null],
    ["a phone with letters", { givenName: "Ana", phone: "once cinco" }, accountCopy.phoneInvalid],
    ["a DNI of 8 digits", { givenName: "Ana", document: "30123456" }, null],
    ["a DNI with dots", { givenName: "Ana", document: "30.123.456" }, accountCopy.documentInvalid],
  ])("%s", (_, fields, expected) => {
    expect(firstMessage(UserDetailsSchema.safeParse(fields))).toBe(expected);
  });
});

describe("ChangePasswordSchema", () => {
  it.each([
    ["a valid change", { currentPassword: "vieja", newPassword: "Nueva-2026", confirmPassword: "Nueva-2026" }, null],
    [
      "a new password that differs from its repetition",
      { currentPassword: "vieja", newPassword: "Nueva-2026", confirmPassword: "Nueva-2027" },
      accountCopy.passwordsDiffer,
    ],
    [
      "no current password",
      { currentPassword: "", newPassword: "Nueva-2026", confirmPassword: "Nueva-2026" },
      accountCopy.passwordRequired,
    ],
  ])("%s", (_, fields, expected) => {
    expect(firstMessage(ChangePasswordSchema.safeParse(fields))).toBe(expected);
  });
});
