// Plain Node, no dependencies: this runs before `node_modules` exists on a fresh clone.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname;

/** Offline-friendly defaults for wrangler/miniflare (TOOLCHAIN "Pitfalls"). */
export const toolEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  NO_UPDATE_NOTIFIER: "1",
};

export const bin = (name) => join(root, "node_modules", ".bin", name);

export function step(title) {
  console.log(`\n▸ ${title}`);
}

/** Runs a command in the repo, inheriting output; throws on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: toolEnv, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} terminó con código ${result.status ?? result.signal}`);
  }
  return result;
}

/** Runs a command and returns its stdout (stderr passes through). */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: toolEnv,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    ...options,
  });
  return { status: result.status, stdout: result.stdout ?? "" };
}

export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: "inherit", env: toolEnv, ...options });
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  step("Instalando dependencias (npm ci)");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** A local session secret, so the signed cookie works without any manual step. */
export function ensureDevVars() {
  const file = join(root, ".dev.vars");
  if (existsSync(file) && readFileSync(file, "utf8").includes("SESSION_SECRET=")) return;
  writeFileSync(file, `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`);
  console.log("Creado .dev.vars con un SESSION_SECRET local.");
}

/** The build the worker serves; rebuilt when any source is newer than it. */
export function build() {
  step("Compilando (remix vite:build)");
  run(bin("remix"), ["vite:build"]);
}
