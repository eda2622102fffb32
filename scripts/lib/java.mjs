import { spawnSync } from "node:child_process";

import { step } from "./bootstrap.mjs";

/** The Java the Nu HTML Checker (npm `vnu-jar`) runs on; JAVA overrides `java` on the PATH. */
export const javaPath = process.env.JAVA ?? "java";

const javaRuns = () => spawnSync(javaPath, ["-version"], { stdio: "ignore" }).status === 0;

/** Debian's default-jre-headless for the Nu HTML Checker: installed via apt-get when we are root, as chromium is. */
export function ensureJava() {
  if (javaRuns()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Falta Java ('${javaPath}'), que usa el validador Nu HTML Checker. Instalá el paquete Debian 'default-jre-headless' (sudo apt-get install -y default-jre-headless) o indicá JAVA.`,
    );
  }
  step("Instalando Java (apt-get default-jre-headless)");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "default-jre-headless"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} falló`);
  }
  if (!javaRuns()) throw new Error("default-jre-headless quedó instalado pero 'java -version' no corre");
}
