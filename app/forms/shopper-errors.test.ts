// Every message a shopper can see is Spanish (es-AR). zod's own messages (a missing
// or unknown `intent`, a type it did not expect, a length over the limit) reach the page through
// Conform's reply; `POST /bolsa` without an intent showed "Invalid discriminator value…".
import { describe, expect, it } from "vitest";

import { ChangePasswordSchema, LoginSchema } from "./accounts";
import { CartActionSchema } from "./cart";
import { NewsletterSchema } from "./newsletter";
import { CheckoutActionSchema } from "./order";
import { PickupPointSchema } from "./pickup-point";
import { ShippingSimulationSchema } from "./shipping";
import { shopperErrorCopy } from "./shopper-errors";
import { WishlistToggleSchema } from "./wishlist";
import type { z } from "./zod";

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("zod's own messages, as shoppers read them", () => {
  it.each([
    ["/bolsa without an intent", CartActionSchema, {}, [shopperErrorCopy.invalid]],
    ["/bolsa with an unknown intent", CartActionSchema, { intent: "borrar" }, [shopperErrorCopy.invalid]],
    ["/checkout without an intent", CheckoutActionSchema, { email: "ana@ejemplo.com" }, [shopperErrorCopy.invalid]],
    [
      "a quantity that is not a number",
      CartActionSchema,
      { intent: "empty", redirectTo: 5 },
      [shopperErrorCopy.invalid],
    ],
    [
      "a newsletter from an unknown place",
      NewsletterSchema,
      { email: "ana@ejemplo.com", source: "otro" },
      [shopperErrorCopy.choose],
    ],
    ["a wishlist toggle without intent", WishlistToggleSchema, { productId: "10" }, [shopperErrorCopy.required]],
    ["a pickup point without intent", PickupPointSchema, {}, [shopperErrorCopy.invalid]],
    [
      "a shipping simulation without sku",
      ShippingSimulationSchema,
      { intent: "simulate", postalCode: "1425" },
      [shopperErrorCopy.required],
    ],
    ["a login without fields", LoginSchema, { intent: "login" }, ["Ingresá tu email.", "Ingresá tu contraseña."]],
    [
      "a password change without fields",
      ChangePasswordSchema,
      {},
      ["Ingresá tu contraseña.", "Ingresá tu contraseña.", "Ingresá tu contraseña."],
    ],
  ])("%s", (_, schema, input, expected) => {
    expect(messages(schema, input)).toEqual(expected);
  });

  it("never writes English, whatever the input", () => {
    const all = [CartActionSchema, CheckoutActionSchema, NewsletterSchema].flatMap((schema) =>
      [
        {},
        { intent: 1 },
        { intent: "add", sku: [], quantity: "x", redirectTo: "a".repeat(3000) },
        null,
        "texto",
      ].flatMap((input) => messages(schema, input)),
    );
    expect(all.length).toBeGreaterThan(0);
    for (const message of all) expect(message).not.toMatch(/\b(invalid|expected|received|too|input|string|number)\b/i);
  });
});
