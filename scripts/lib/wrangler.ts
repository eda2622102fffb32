import { spawnSync } from "node:child_process";

import { bin, root, toolEnv } from "./bootstrap.mjs";

/** Where wrangler keeps state: local (optionally a separate folder, for e2e) or remote. */
export type Target = { remote: boolean; persistTo?: string };

export const targetArgs = (target: Target) =>
  target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];

export function wrangler(args: string[], { quiet = false } = {}): string {
  const result = spawnSync(bin("wrangler"), args, {
    cwd: root,
    env: { ...toolEnv, CI: "true" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", quiet ? "pipe" : "inherit"],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(" ")} falló:\n${result.stdout}\n${result.stderr ?? ""}`);
  }
  return result.stdout;
}

/** Runs one SQL query against D1 and returns its rows. */
export function d1Query<T>(sql: string, target: Target): T[] {
  const out = wrangler(["d1", "execute", "DB", ...targetArgs(target), "--json", "--command", sql], { quiet: true });
  const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}
