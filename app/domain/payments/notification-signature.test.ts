import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";

import { checkSignature, signatureManifest, signatureParts, signatureToleranceMs } from "./notification-signature";

const secret = "clave-del-webhook";
const now = Date.UTC(2026, 10, 28, 12, 0, 0);
// An independent signer: Node's HMAC over the manifest Mercado Pago documents.
const sign = (manifest: string, key = secret) => createHmac("sha256", key).update(manifest).digest("hex");

describe("the manifest, as Mercado Pago documents it", () => {
  it.each([
    [{ dataId: "123456", requestId: "req-1", ts: "1704908010" }, "id:123456;request-id:req-1;ts:1704908010;"],
    [{ dataId: "ABC123", requestId: "req-1", ts: "1" }, "id:abc123;request-id:req-1;ts:1;"],
    [{ dataId: null, requestId: "req-1", ts: "1" }, "request-id:req-1;ts:1;"],
    [{ dataId: "123", requestId: null, ts: "1" }, "id:123;ts:1;"],
    [{ dataId: null, requestId: null, ts: "1" }, "ts:1;"],
  ])("%j → %s", (parts, manifest) => {
    expect(signatureManifest(parts)).toBe(manifest);
  });

  it("reads the header's ts and v1 in any order, and nothing malformed", () => {
    const v1 = "a".repeat(64);
    expect(signatureParts(`ts=1704908010,v1=${v1}`)).toEqual({ ts: "1704908010", v1 });
    expect(signatureParts(`v1=${v1.toUpperCase()}, ts=1704908010`)).toEqual({ ts: "1704908010", v1 });
    for (const header of [null, "", "ts=1", `v1=${v1}`, `ts=abc,v1=${v1}`, "ts=1,v1=xyz"])
      expect(signatureParts(header)).toBeNull();
  });
});

describe("checking a notification's signature", () => {
  const ts = String(now);
  const requestId = "b1f2c3d4-0000-4000-8000-000000000001";
  const header = (manifest: string, key = secret, at = ts) => `ts=${at},v1=${sign(manifest, key)}`;
  const check = (over: Partial<Parameters<typeof checkSignature>[0]>) =>
    checkSignature({ header: null, requestId, dataId: "1310000001", secrets: [secret], now, ...over });

  it.each([
    ["a signature Mercado Pago made", header(`id:1310000001;request-id:${requestId};ts:${ts};`), {}, "valid"],
    [
      "ts in seconds",
      header(`id:1310000001;request-id:${requestId};ts:${now / 1000};`, secret, String(now / 1000)),
      {},
      "valid",
    ],
    ["the wrong secret", header(`id:1310000001;request-id:${requestId};ts:${ts};`, "otra"), {}, "forged"],
    ["another payment's id", header(`id:1310000002;request-id:${requestId};ts:${ts};`), {}, "forged"],
    [
      "a missing x-request-id, left out of the manifest",
      header(`id:1310000001;ts:${ts};`),
      { requestId: null },
      "valid",
    ],
    [
      "a missing data.id, left out of the manifest",
      header(`request-id:${requestId};ts:${ts};`),
      { dataId: null },
      "valid",
    ],
    [
      "a part signed but not sent",
      header(`id:1310000001;request-id:${requestId};ts:${ts};`),
      { requestId: null },
      "forged",
    ],
    ["no header", null, {}, "malformed"],
    [
      "a stale ts (a replay)",
      header(
        `id:1310000001;request-id:${requestId};ts:${now - signatureToleranceMs - 1};`,
        secret,
        String(now - signatureToleranceMs - 1),
      ),
      {},
      "stale",
    ],
  ] as const)("%s → %s", async (_, signed, over, verdict) => {
    expect(await check({ header: signed, ...over })).toBe(verdict);
  });

  it("accepts the secret being rotated to, and refuses once none matches", async () => {
    const signed = header(`id:1310000001;request-id:${requestId};ts:${ts};`, "nueva");
    expect(await check({ header: signed, secrets: ["nueva", secret] })).toBe("valid");
    expect(await check({ header: signed, secrets: [secret] })).toBe("forged");
  });
});
