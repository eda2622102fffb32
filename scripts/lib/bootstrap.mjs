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

/** Where `npm start` serves the local Mercado Pago stand-in (scripts/mercadopago/, decision 113). */
export const mercadoPagoStandInPort = Number(process.env.MERCADOPAGO_STANDIN_PORT ?? "8790");
/** Where `npm start` serves the e-mail provider's stand-in, the local mailbox (scripts/email-provider/, decision 116). */
export const emailStandInPort = Number(process.env.EMAIL_STANDIN_PORT ?? "8791");

/**
 * `.dev.vars`, the local secrets and settings `wrangler dev` reads: a session secret, Mercado
 * Pago pointed at the local stand-in with credentials of its own, so paying works without any
 * manual step and offline, and e-mail sent to the local mailbox (decision 116). A key already there is kept; a missing one is added.
 */
export function ensureDevVars() {
  const file = join(root, ".dev.vars");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const standIn = `http://127.0.0.1:${mercadoPagoStandInPort}`;
  const wanted = {
    SESSION_SECRET: randomBytes(32).toString("hex"),
    MERCADOPAGO_API_URL: standIn,
    MERCADOPAGO_CHECKOUT_ORIGINS: standIn,
    MERCADOPAGO_ACCESS_TOKEN: `TEST-local-${randomBytes(8).toString("hex")}-1234567890`,
    MERCADOPAGO_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
    EMAIL_API_URL: `http://127.0.0.1:${emailStandInPort}`,
    EMAIL_API_KEY: `re_local_${randomBytes(12).toString("hex")}`,
    LOCAL_MAILBOX: "on",
  };
  const missing = Object.entries(wanted).filter(([key]) => !new RegExp(`^${key}=`, "m").test(current));
  if (missing.length === 0) return;
  const lines = missing.map(([key, value]) => `${key}=${value}\n`).join("");
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines}`);
  console.log(`.dev.vars: agregado ${missing.map(([key]) => key).join(", ")}.`);
}

/** `.dev.vars` as an object: what the local stand-in must share with the Worker. */
export function devVars() {
  const file = join(root, ".dev.vars");
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map((match) => [match[1], match[2]]),
  );
}

/** The build the worker serves; rebuilt when any source is newer than it. */
export function build() {
  step("Compilando (remix vite:build)");
  run(bin("remix"), ["vite:build"]);
}
