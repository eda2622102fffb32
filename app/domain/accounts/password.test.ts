// Decision 017: PBKDF2 via WebCrypto, a per-user salt, 100,000 iterations.
import { describe, expect, it } from "vitest";

import { decoyHash, hashPassword, passwordIterations, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores scheme, iterations, a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("perfume-de-rosas");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(passwordIterations);
    expect(atob(salt!)).toHaveLength(16);
    expect(atob(hash!)).toHaveLength(32);
  });

  it("salts per user: the same password hashes differently twice", async () => {
    expect(await hashPassword("misma-clave")).not.toBe(await hashPassword("misma-clave"));
  });

  it.each([
    ["the right password", "Clave-Correcta-1", { ok: true, needsRehash: false }],
    ["a wrong password", "clave-correcta-1", { ok: false, needsRehash: false }],
    ["an empty password", "", { ok: false, needsRehash: false }],
  ])("verifies %s", async (_, attempt, expected) => {
    const stored = await hashPassword("Clave-Correcta-1");
    expect(await verifyPassword(attempt, stored)).toEqual(expected);
  });

  it("asks to rehash a right password stored with fewer iterations", async () => {
    const stored = await hashPassword("vieja-clave", 1_000);
    expect(await verifyPassword("vieja-clave", stored)).toEqual({ ok: true, needsRehash: true });
  });

  it.each([
    ["the decoy", decoyHash],
    ["another scheme", "bcrypt$10$abc$def"],
    ["too many iterations", "pbkdf2-sha256$200000$AAAA$AAAA"],
    ["broken base64", "pbkdf2-sha256$1000$%%%$%%%"],
    ["an empty string", ""],
  ])("never matches %s", async (_, stored) => {
    expect((await verifyPassword("cualquier-clave", stored)).ok).toBe(false);
  });
});
