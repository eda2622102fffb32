// `npm test`: install what is missing, then typecheck, lint (eslint, prettier, the layer rule) and
// build side by side, unit + integration (Vitest in workerd), a deploy dry-run and Playwright: e2e
// in the `js` and `no-js` projects, and the `fuzz`. Ends with one summary line 'N passed, N failed'.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { bin, ensureDependencies, ensureDevVars, root, run, start, step } from "./lib/bootstrap.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureJava } from "./lib/java.mjs";

const results = join(root, "test-results");
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

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

ensureDependencies();
ensureChromium();
ensureJava();
ensureDevVars();
rmSync(results, { recursive: true, force: true });

// Tools with nothing to share run side by side: tsc, eslint and the build took 35 s so on two
// cores, against 48 s one after the other.
await concurrently([
  { title: "Typecheck (tsc)", command: bin("tsc"), args: ["--noEmit"] },
  { title: "Lint (eslint)", command: bin("eslint"), args: ["."] },
  { title: "Format (prettier --check)", command: bin("prettier"), args: ["--check", "."] },
  {
    title: "Layers (dependency-cruiser)",
    command: bin("depcruise"),
    args: ["app", "workers", "--config", ".dependency-cruiser.cjs"],
  },
  { title: "Build (remix vite:build)", command: bin("remix"), args: ["vite:build"] },
]);
stage(
  "Unit + integration (vitest)",
  () =>
    run(bin("vitest"), [
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(results, "vitest.json")}`,
    ]),
  { countsTests: true },
);
stage("Deploy dry-run (wrangler deploy --dry-run)", () =>
  run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(root, ".wrangler", "dry-run")]),
);
stage(
  "End-to-end (playwright: js, no-js)",
  () => run(bin("playwright"), ["test"], { env: { ...process.env, CI: "true" } }),
  {
    countsTests: true,
  },
);

countVitest(join(results, "vitest.json"));
countPlaywright(join(results, "e2e.json"));
if (failures.length) console.error(`\nEtapas con fallas: ${failures.map(({ title }) => title).join(", ")}`);
const stageFailures = failures.filter(({ countsTests }) => !countsTests).length;
// A runner that crashed before reporting still has to show up as a failure.
const failed = Math.max(tally.failed + stageFailures, failures.length);
console.log(`\n${tally.passed} passed, ${failed} failed, ${tally.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

/** Stages that run at once; each one's output is printed whole when all have ended, in order. */
async function concurrently(stages) {
  const ended = await Promise.all(
    stages.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = start(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => resolve({ title, output, error: error.message }));
          child.on("close", (code, signal) =>
            resolve({
              title,
              output,
              error: code === 0 ? null : `${command} ${args.join(" ")} terminó con código ${code ?? signal}`,
            }),
          );
        }),
    ),
  );
  for (const { title, output, error } of ended) {
    step(title);
    process.stdout.write(output);
    if (!error) continue;
    failures.push({ title, countsTests: false });
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
