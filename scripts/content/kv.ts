import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { targetArgs, wrangler, type Target } from "../lib/wrangler";

/** The CONTENT namespace as the content CLI sees it: local state (default) or the real one (--remote). */
export type ContentKv = {
  list(prefix: string): string[];
  getMany(keys: readonly string[]): Map<string, string | null>;
  /** `metadata` travels with the key in KV's list (the worker reads a document's publishedAt there). */
  putMany(entries: readonly { key: string; value: string; expirationTtl?: number; metadata?: Record<string, string> }[]): void;
  deleteMany(keys: readonly string[]): void;
};

/** wrangler prints the JSON, then a 'Success!' line. */
const jsonIn = (out: string) => JSON.parse(out.slice(out.search(/[[{]/), Math.max(out.lastIndexOf("]"), out.lastIndexOf("}")) + 1));

/** Every call is one wrangler process; bulk commands keep a push to three or four of them. */
export function wranglerKv(target: Target, workDir: string): ContentKv {
  const where = ["--binding", "CONTENT", ...targetArgs(target)];
  const file = (name: string, body: unknown) => {
    const path = join(workDir, name);
    writeFileSync(path, JSON.stringify(body));
    return path;
  };
  return {
    list(prefix) {
      const keys = jsonIn(wrangler(["kv", "key", "list", ...where, "--prefix", prefix], { quiet: true })) as { name: string }[];
      return keys.map(({ name }) => name);
    },
    getMany(keys) {
      if (keys.length === 0) return new Map();
      const out = wrangler(["kv", "bulk", "get", file("content-get.json", keys), ...where], { quiet: true });
      const values = jsonIn(out) as Record<string, { value: string | null }>;
      return new Map(keys.map((key) => [key, values[key]?.value ?? null]));
    },
    putMany(entries) {
      if (entries.length === 0) return;
      const body = entries.map(({ key, value, expirationTtl, metadata }) => ({
        key,
        value,
        ...(expirationTtl ? { expiration_ttl: expirationTtl } : {}),
        ...(metadata ? { metadata } : {}),
      }));
      wrangler(["kv", "bulk", "put", file("content-put.json", body), ...where], { quiet: true });
    },
    deleteMany(keys) {
      if (keys.length === 0) return;
      wrangler(["kv", "bulk", "delete", file("content-delete.json", keys), ...where, "--force"], { quiet: true });
    },
  };
}
