// Remix's router ranks every route again on each match. `matchRoutes` flattens the whole route tree
// into branches, scores and sorts them, then compiles a regular expression for each pattern it
// tries. A page render calls it four or five times (the request handler, the static handler, React
// Router's <Routes>, and once per path segment for lazy route discovery's partial manifest): 1.4 ms
// of a 9 ms shell-only render's isolate time, 2.3 ms on a PDP (decision 096). The Worker gets a copy
// of the router that keeps both: the ranked branches per route tree (by identity: the server never
// changes a tree once built), and the compiled patterns per pattern. What matches is the router's own
// code, unchanged.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** The router as the Worker's bundle takes it: every `require("@remix-run/router")` in the Remix packages. */
export const routerFile = join(dirname(require.resolve("@remix-run/router/package.json")), "dist/router.cjs.js");

/** Where the server build writes the copy; wrangler.toml's `[alias]` points `@remix-run/router` at it. */
export const memoRouterFileName = "remix-router.cjs";

const flattenAndRank = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";
const compilePathStart = "function compilePath(path, caseSensitive, end) {\n";

/**
 * Patterns come from route definitions, so they are few; the bound only keeps a caller passing
 * arbitrary patterns to `matchPath` from growing the map without end.
 */
const compiledPathsBound = 1000;

const memos = `
// esencia (decision 096): the ranked branches of a route tree, kept per tree. Callers only read them.
const rankedBranchesByTree = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesByTree.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByTree.set(routes, branches);
  }
  return branches;
}
// esencia (decision 096): a compiled pattern is a regular expression without the g or y flags (it
// keeps no state between matches) and a list of parameter names that matchPath only reads.
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === undefined || end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    if (compiledPaths.size >= ${compiledPathsBound}) compiledPaths.clear();
    compiled = compilePathEachTime(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

/** The router with both memos; throws when its code is not the one this was written for. */
export function withRouteMatchingMemo(source: string): string {
  for (const [name, original] of [
    ["matchRoutesImpl", flattenAndRank],
    ["compilePath", compilePathStart],
  ] as const) {
    const count = source.split(original).length - 1;
    if (count !== 1)
      throw new Error(
        `route-matching-memo: ${name} del router no es el esperado (${count} coincidencias); revisá la decisión 096 al actualizar Remix`,
      );
  }
  return (
    source
      .replace(flattenAndRank, "  let branches = rankedBranches(routes);\n")
      .replace(compilePathStart, "function compilePathEachTime(path, caseSensitive, end) {\n") + memos
  );
}

/**
 * Vite plugin for the server build: writes the router with the memos next to the server build, for
 * wrangler to bundle instead of the published one (wrangler bundles the Remix packages itself, from
 * node_modules, so Vite's own transforms never see them).
 */
export function routeMatchingMemo(): Plugin {
  let ssr = false;
  return {
    name: "esencia:route-matching-memo",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr) return;
      this.emitFile({
        type: "asset",
        fileName: memoRouterFileName,
        source: withRouteMatchingMemo(readFileSync(routerFile, "utf8")),
      });
    },
  };
}
