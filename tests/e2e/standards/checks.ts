// The outside checkers the standards suite runs (issue "Standards, kept by the suite"): axe-core for
// accessibility, the W3C Nu HTML Checker for markup, and the browser's own console for errors.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

import { javaPath } from "../../../scripts/lib/java.mjs";

/** The phone and desktop widths of the issue (375 and 1280 px). */
export const widths = [375, 1280] as const;

/** Every axe rule that is not experimental (WCAG A/AA and best practices), at each width. */
export async function axeViolations(
  page: Page,
  label: string,
  { javaScriptEnabled }: { javaScriptEnabled: boolean },
): Promise<string[]> {
  if (javaScriptEnabled) return violationsAtEachWidth(page, label);
  const copy = await noScriptCopy(page);
  try {
    // A third party's iframe (the events calendar) runs in a process of its own where scripting
    // stays off, and axe waited on it forever; its markup is not ours, and the js project still
    // checks the <iframe> element itself.
    return await violationsAtEachWidth(copy, label, { exclude: "iframe:not([src^='/'])" });
  } finally {
    await copy.context().close();
  }
}

/**
 * A page with scripting disabled never runs a timer or a microtask, so axe (asynchronous) waited
 * forever. The copy is the same document parsed the same way — scripting off, so its <noscript>
 * content is laid out and its scripts skipped — in a page where scripting is turned back on
 * afterwards, which only axe's own evaluation uses.
 */
async function noScriptCopy(page: Page): Promise<Page> {
  const html = await page.content();
  const url = page.url();
  const context = await page.context().browser()!.newContext({ locale: "es-AR" });
  const copy = await context.newPage();
  const cdp = await context.newCDPSession(copy);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  await copy.route(
    (candidate) => candidate.href === url,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await copy.goto(url);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
  return copy;
}

/** axe-core itself, evaluated in the page once (see `violationsAtEachWidth`). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core run directly in the page, not through @axe-core/playwright: the wrapper injects axe into
 * every frame and opens a page of its own to merge the results on each run, which took 5 s a width
 * on the home page against 1.3–1.8 s for the same rules run here. Frames are not entered: the only
 * ones the store prints are third parties' (videos, the events calendar), whose markup is not ours;
 * the <iframe> element itself is still checked.
 */
async function violationsAtEachWidth(
  page: Page,
  label: string,
  { exclude }: { exclude?: string } = {},
): Promise<string[]> {
  await page.evaluate(axeSource);
  // Sections past the first screen skip rendering until they near the viewport (decision 086). axe
  // scrolls to each text to read the colours behind it, and read them from wherever the page was
  // before those sections took their real height: the home's first product tile failed 'color-
  // contrast' now and then. Laid out at once, the page keeps its colours, and axe reads them right.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await page.evaluate(
      ({ exclude, options }) => {
        const { axe } = window as unknown as {
          axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
        };
        return axe.run(exclude ? { exclude: [exclude] } : document, options).then((results) => results.violations);
      },
      { exclude: exclude ?? null, options: { iframes: false, resultTypes: ["violations"] } satisfies RunOptions },
    );
    for (const violation of violations) {
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(" "))
        .join(" | ");
      found.push(`${label} @${width}px: ${violation.id} (${violation.impact}) ${violation.nodes.length}× — ${targets}`);
    }
  }
  return found;
}

/**
 * Console errors and uncaught exceptions from now on (React reports a hydration mismatch, #418/#422,
 * as an uncaught error). A document's own 404 is the page under test, not an error.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const ownStatus = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
    if (!ownStatus) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Lets work queued by hydration (streamed boundaries, effects) run: waits for the page's main thread to be idle. */
export async function settled(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

export type ServerDocument = { name: string; html: string };

/** The HTML the server sends for `path`, as the browser of this project would get it (with or without the js cookie). */
export async function serverDocument(
  request: APIRequestContext,
  path: string,
  { runsScripts }: { runsScripts: boolean },
): Promise<ServerDocument> {
  // A Cookie header replaces the context's jar: send the shopper's cookies along with the js one.
  const { cookies } = await request.storageState();
  const jar = cookies.map(({ name, value }) => `${name}=${value}`);
  const response = await request.get(path, {
    headers: runsScripts ? { Cookie: [...jar, "esencia_js=1"].join("; ") } : {},
    maxRedirects: 0,
  });
  return { name: `${path}${runsScripts ? " (js)" : ""}`, html: await response.text() };
}

type NuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * A JVM that lives a few seconds spends most of its CPU compiling the checker with C2, which never
 * pays back: C1 alone and the serial collector cut its CPU time by more than half (18 → 8 s on the
 * 52 public documents), with byte-identical output (decision 089). C1's frames are larger, so the
 * schema's deep recursion needs the bigger stack the checker's own README asks for.
 */
const jvmFlags = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

/**
 * The document as the HTML parser builds it (decision 107). Remix 2's single fetch renders its data
 * scripts after the app's `<html>` element, so React 18 writes them after `</html>`; the parser takes
 * such content into `<body>` ("after after body" insertion mode), with the one parse error that only
 * rewriting React's and Remix's output would avoid. The checker reads that content where the parser
 * puts it, so it is checked like the rest of the page.
 */
export function asParsed(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1) return html;
  return `${html.slice(0, end)}${html.slice(end + "</body></html>".length)}</body></html>`;
}

/** Runs the Nu HTML Checker once over all documents (one JVM); returns its errors, named by document. */
export function nuErrors(documents: ServerDocument[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "nu-"));
  try {
    const files = documents.map((document, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, asParsed(document.html));
      return file;
    });
    const jar = String(createRequire(import.meta.url)("vnu-jar"));
    const run = spawnSync(javaPath, [...jvmFlags, "-jar", jar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => {
        const document = documents[Number(/(\d+)\.html$/.exec(message.url)?.[1])];
        return `${document?.name ?? message.url}:${message.lastLine ?? "?"}: ${message.message} «${(message.extract ?? "").trim().slice(0, 120)}»`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
