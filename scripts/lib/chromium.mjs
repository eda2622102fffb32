import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { step } from "./bootstrap.mjs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's `chromium-headless-shell`, the same engine built without the browser around it — what
 * Playwright itself runs headless. The e2e suite uses it (decision 066): the same specs took 68 s
 * against 103 s in the full browser. Lighthouse and the seed's pictures keep the full browser.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Headless flags verified on this machine (TOOLCHAIN "Playwright"); shared by Playwright and Lighthouse. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's chromium and its headless shell: installed via apt-get when we are root. */
export function ensureChromium() {
  const missing = [
    [chromiumPath, "chromium"],
    [headlessShellPath, "chromium-headless-shell"],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Falta ${packages.join(" y ")}. Instalá los paquetes Debian (sudo apt-get install -y ${packages.join(" ")}) o indicá CHROMIUM_PATH y CHROMIUM_HEADLESS_SHELL_PATH.`,
    );
  }
  step(`Instalando ${packages.join(" y ")} (apt-get)`);
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...packages],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} falló`);
  }
}
