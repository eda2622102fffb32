// Spec storefront-shell §5 "Newsletter: All forms: email is required and must be an e-mail" and
// §7 "entity 'EM' for the 'Event' variant, else 'NV'. Footer form: entity 'NV'."
import { describe, expect, it } from "vitest";

import { newsletterCopy, newsletterEntity, NewsletterSchema } from "./newsletter";

describe("NewsletterSchema", () => {
  it.each([
    ["a valid e-mail", { email: "ana@example.com" }, null],
    ["trims spaces", { email: "  ana@example.com " }, null],
    ["an internationalised address", { email: "ñandú@ejemplo.com.ar" }, null],
    ["missing e-mail", {}, newsletterCopy.emailRequired],
    ["empty e-mail", { email: "" }, newsletterCopy.emailRequired],
    ["not an e-mail", { email: "ana-at-example" }, newsletterCopy.emailInvalid],
    ["no top-level domain", { email: "ana@ejemplo" }, newsletterCopy.emailInvalid],
    ["honeypot filled", { email: "bot@example.com", website: "http://spam" }, "honeypot"],
    ["popup without the terms", { email: "ana@example.com", source: "popup" }, newsletterCopy.termsRequired],
    ["popup with the terms", { email: "ana@example.com", source: "popup", terms: "on" }, null],
  ])("%s", (_, input, expected) => {
    const result = NewsletterSchema.safeParse(input);
    if (expected === null) return expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    if (expected !== "honeypot") expect(result.error?.issues[0]?.message).toBe(expected);
  });
});

describe("newsletterEntity", () => {
  it.each([
    [{ source: "footer" as const }, "NV"],
    [{ source: "inline" as const, variant: "Event" }, "EM"],
    [{ source: "inline" as const, variant: "Default" }, "NV"],
    [{ source: "popup" as const }, "NV"],
  ])("%j → %s", (submission, entity) => {
    expect(newsletterEntity(submission)).toBe(entity);
  });
});
