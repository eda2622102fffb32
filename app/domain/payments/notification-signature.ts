// Mercado Pago's webhook signature (decision 113), as Mercado Pago documents it: the header
// `x-signature: ts=…,v1=…` holds an HMAC-SHA256, in hex, of the manifest
// `id:{data.id};request-id:{x-request-id};ts:{ts};` made with the webhook's secret; a part the
// notification lacks is left out of the manifest, and an alphanumeric data.id goes in lower case.

/** A signature this much older (or newer: clocks drift) than now is refused: a replay, not news. */
export const signatureToleranceMs = 10 * 60_000;

export type SignatureCheck = "valid" | "malformed" | "stale" | "forged";

export function signatureManifest(parts: { dataId: string | null; requestId: string | null; ts: string }): string {
  const id = parts.dataId && /^[a-z0-9]+$/i.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  return `${id ? `id:${id};` : ""}${parts.requestId ? `request-id:${parts.requestId};` : ""}ts:${parts.ts};`;
}

/** `ts=1704908010,v1=618c…` → its parts; null unless both are there and well formed. */
export function signatureParts(header: string | null): { ts: string; v1: string } | null {
  if (!header || header.length > 512) return null;
  const fields = new Map(
    header.split(",").map((part) => {
      const [key = "", ...value] = part.split("=");
      return [key.trim(), value.join("=").trim()] as const;
    }),
  );
  const ts = fields.get("ts") ?? "";
  const v1 = fields.get("v1") ?? "";
  return /^\d{1,16}$/.test(ts) && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1: v1.toLowerCase() } : null;
}

/** Mercado Pago's examples give ts in seconds and in milliseconds: both are read as an instant. */
const instantOf = (ts: string) => (ts.length >= 13 ? Number(ts) : Number(ts) * 1000);

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares every character whatever the first difference, so the time taken tells nothing. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Checks a notification's signature with each of the secrets (the first one Mercado Pago signs with
 * now; the others while a rotation settles).
 */
export async function checkSignature(notification: {
  header: string | null;
  requestId: string | null;
  dataId: string | null;
  secrets: readonly string[];
  now: number;
}): Promise<SignatureCheck> {
  const parts = signatureParts(notification.header);
  if (!parts) return "malformed";
  if (Math.abs(notification.now - instantOf(parts.ts)) > signatureToleranceMs) return "stale";
  const manifest = signatureManifest({ dataId: notification.dataId, requestId: notification.requestId, ts: parts.ts });
  for (const secret of notification.secrets) {
    if (secret && sameText(await hmacHex(secret, manifest), parts.v1)) return "valid";
  }
  return "forged";
}
