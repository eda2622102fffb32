// `npm test`: install what is missing, then typecheck, lint (eslint, prettier, the layer rule) and
// build side by side, unit + integration (Vitest in workerd) and a deploy dry-run while the e2e
// server seeds its state, then Playwright: e2e in the `js` and `no-js` projects, the `fuzz` and the `faults`.
// Ends with the time each stage took and one summary line 'N passed, N failed' (decision 085).
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { bin, ensureDependencies, ensureDevVars, root, run, start, step, toolEnv } from "./lib/bootstrap.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureJava } from "./lib/java.mjs";

const results = join(root, "test-results");
/** The port scripts/e2e-server.ts and playwright.config.ts use. */
const e2ePort = process.env.E2E_PORT ?? "8788";
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** How long each stage took, printed at the end: the suite's budget is 15 minutes on two cores. */
const timings = [];

/** A stage that is not a test runner counts as one failure of its own when it fails. */
function stage(title, fn, { countsTests = false } = {}) {
  step(title);
  try {
    fn();
  } catch (error) {
    failures.push({ title, countsTests });
    console.error(`✗ ${title}: ${error instanceof Error ? error.message : error}`);
  }
}

async function timed(title, fn) {
  const started = performance.now();
  await fn();
  timings.push({ title, seconds: (performance.now() - started) / 1000 });
}

ensureDependencies();
ensureChromium();
ensureJava();
ensureDevVars();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// Tools with nothing to share run side by side: tsc, eslint and the build took 35 s so on two
// cores, against 48 s one after the other.
await timed("Typecheck, lint, format, layers, build", () =>
  concurrently([
    { title: "Typecheck (tsc)", command: bin("tsc"), args: ["--noEmit"] },
    { title: "Lint (eslint)", command: bin("eslint"), args: ["."] },
    { title: "Format (prettier --check)", command: bin("prettier"), args: ["--check", "."] },
    {
      title: "Layers (dependency-cruiser)",
      command: bin("depcruise"),
      args: ["app", "workers", "--config", ".dependency-cruiser.cjs"],
    },
    { title: "Build (remix vite:build)", command: bin("remix"), args: ["vite:build"] },
  ]),
);

// The e2e server seeds its own state (about 80 s of one core) while Vitest runs, which on two
// cores takes one test file at a time, and Playwright then finds it listening (decision 085).
const e2eServer = startE2eServer();
await timed("Vitest and the deploy dry-run (the e2e server seeding meanwhile)", () =>
  concurrently([
    {
      title: "Unit + integration (vitest)",
      command: bin("vitest"),
      args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(results, "vitest.json")}`],
      countsTests: true,
    },
    {
      title: "Deploy dry-run (wrangler deploy --dry-run)",
      command: bin("wrangler"),
      args: ["deploy", "--dry-run", "--outdir", join(root, ".wrangler", "dry-run")],
    },
  ]),
);
await timed("End-to-end (playwright: fuzz, js, no-js, faults)", async () => {
  step("Servidor e2e");
  const ready = await e2eServer.ready();
  if (!ready) {
    failures.push({ title: "Servidor e2e", countsTests: false });
    console.error(`✗ El servidor e2e no respondió en el puerto ${e2ePort}; su salida va al final de esta etapa.`);
    return;
  }
  console.log(`Escuchando en el puerto ${e2ePort}.`);
  stage(
    "End-to-end (playwright: fuzz, js, no-js, faults)",
    () =>
      run(bin("playwright"), ["test"], {
        env: { ...process.env, CI: "true", E2E_SERVER: "started" },
      }),
    { countsTests: true },
  );
});
await e2eServer.stop();

countVitest(join(results, "vitest.json"));
countPlaywright(join(results, "e2e.json"));
step("Tiempos");
for (const { title, seconds } of timings) console.log(`${seconds.toFixed(0).padStart(5)} s  ${title}`);
if (failures.length) console.error(`\nEtapas con fallas: ${failures.map(({ title }) => title).join(", ")}`);
const stageFailures = failures.filter(({ countsTests }) => !countsTests).length;
// A runner that crashed before reporting still has to show up as a failure.
const failed = Math.max(tally.failed + stageFailures, failures.length);
console.log(`\n${tally.passed} passed, ${failed} failed, ${tally.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

/**
 * scripts/e2e-server.ts in the background, its output in test-results/e2e-server.log (printed when
 * it stops): the same server Playwright would start, started earlier. Its own process group, so
 * stopping it stops workerd too.
 */
function startE2eServer() {
  const log = join(results, "e2e-server.log");
  const output = openSync(log, "w");
  const child = spawn(bin("tsx"), ["scripts/e2e-server.ts"], {
    cwd: root,
    env: { ...toolEnv, E2E_PORT: e2ePort },
    stdio: ["ignore", output, output],
    detached: true,
  });
  closeSync(output);
  let exited = false;
  const exit = new Promise((resolve) => child.on("exit", () => resolve((exited = true))));
  const signal = (name) => {
    if (!exited) process.kill(-child.pid, name);
  };
  process.on("exit", () => signal("SIGKILL"));
  // Its own process group does not get the terminal's Ctrl-C: stop it with this script.
  for (const name of ["SIGINT", "SIGTERM"])
    process.on(name, () => {
      signal(name);
      process.exit(name === "SIGINT" ? 130 : 143);
    });
  return {
    /** Resolves true once the home page answers, false if the server exits or 3 minutes pass first. */
    async ready() {
      const deadline = Date.now() + 180_000;
      while (!exited && Date.now() < deadline) {
        const answered = await fetch(`http://127.0.0.1:${e2ePort}/`, { signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.status < 500,
          () => false,
        );
        if (answered) return true;
        await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 500))]);
      }
      return false;
    },
    async stop() {
      signal("SIGTERM");
      const stopped = await Promise.race([exit, new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!stopped) signal("SIGKILL");
      printLog();
    },
  };

  function printLog() {
    step("Salida del servidor e2e (test-results/e2e-server.log)");
    for (const line of readFileSync(log, "utf8").split("\n")) if (line) console.log(`[WebServer] ${line}`);
  }
}

/** Stages that run at once; each one's output is printed whole when all have ended, in order. */
async function concurrently(stages) {
  const ended = await Promise.all(
    stages.map(
      ({ title, command, args, countsTests = false }) =>
        new Promise((resolve) => {
          const child = start(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => resolve({ title, countsTests, output, error: error.message }));
          child.on("close", (code, signal) =>
            resolve({
              title,
              countsTests,
              output,
              error: code === 0 ? null : `${command} ${args.join(" ")} terminó con código ${code ?? signal}`,
            }),
          );
        }),
    ),
  );
  for (const { title, countsTests, output, error } of ended) {
    step(title);
    process.stdout.write(output);
    if (!error) continue;
    failures.push({ title, countsTests });
    console.error(`✗ ${title}: ${error}`);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += report.numFailedTests ?? 0;
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  tally.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  tally.failed += stats.unexpected ?? 0;
  tally.skipped += stats.skipped ?? 0;
}
