import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { step } from "./bootstrap.mjs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

/** Debian's chromium for Playwright and Lighthouse: installed via apt-get when we are root. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Falta Chromium en ${chromiumPath}. Instalá el paquete Debian 'chromium' (sudo apt-get install -y chromium) o indicá CHROMIUM_PATH.`,
    );
  }
  step("Instalando chromium (apt-get)");
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} falló`);
  }
}
