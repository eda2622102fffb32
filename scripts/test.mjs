// `npm test`: install what is missing, then typecheck, lint, unit + integration (Vitest in
// workerd), a deploy dry-run and Playwright e2e in the `js` and `no-js` projects. Ends with one
// summary line 'N passed, N failed'.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, build, ensureDependencies, ensureDevVars, root, run, step } from "./lib/bootstrap.mjs";
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

stage("Typecheck (tsc)", () => run(bin("tsc"), ["--noEmit"]));
stage("Lint (eslint)", () => run(bin("eslint"), ["."]));
stage("Build", build);
stage("Unit + integration (vitest)", () =>
  run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(results, "vitest.json")}`]),
  { countsTests: true },
);
stage("Deploy dry-run (wrangler deploy --dry-run)", () =>
  run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(root, ".wrangler", "dry-run")]),
);
stage("End-to-end (playwright: js, no-js)", () => run(bin("playwright"), ["test"], { env: { ...process.env, CI: "true" } }), {
  countsTests: true,
});

countVitest(join(results, "vitest.json"));
countPlaywright(join(results, "e2e.json"));
if (failures.length) console.error(`\nEtapas con fallas: ${failures.map(({ title }) => title).join(", ")}`);
const stageFailures = failures.filter(({ countsTests }) => !countsTests).length;
// A runner that crashed before reporting still has to show up as a failure.
const failed = Math.max(tally.failed + stageFailures, failures.length);
console.log(`\n${tally.passed} passed, ${failed} failed, ${tally.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

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
