// Remix's router ranks every route again on each match. `matchRoutes` flattens the whole route tree
// into branches, scores and sorts them, then compiles a regular expression for each pattern it
// tries. A page render calls it four or five times (the request handler, the static handler, React
// Router's <Routes>, and once per path segment for lazy route discovery's partial manifest), two of
// them on trees built anew for each render: 1.4 ms of a 9 ms shell-only render's isolate time,
// 2.3 ms on a PDP (decision 096). The Worker gets a copy of the router that keeps, per shape of
// route tree, the ranked branches and which branch each path matched first, and the compiled
// patterns per pattern. A tree is read once, when first asked about: the server never changes a
// tree once built. What matches is the router's own code, unchanged.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** The router as the Worker's bundle takes it: every `require("@remix-run/router")` in the Remix packages. */
export const routerFile = join(dirname(require.resolve("@remix-run/router/package.json")), "dist/router.cjs.js");

/** Where the server build writes the copy; wrangler.toml's `[alias]` points `@remix-run/router` at it. */
export const memoRouterFileName = "remix-router.cjs";

/** The published matchRoutesImpl, whole: the patch replaces it. */
const matchRoutesImplSource = `function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) {
    return null;
  }
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {`;
const matchRoutesImplEnd = `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}`;
const compilePathStart = "function compilePath(path, caseSensitive, end) {\n";

/**
 * Patterns come from route definitions and paths from requests: the bounds only keep arbitrary ones
 * from growing the maps without end.
 */
const compiledPathsBound = 1000;
const shapesBound = 1000;
const matchedPathsBound = 2000;

const memos = `
// esencia (decision 096). Ranking and matching read only a tree's shape: each route's path, index
// and caseSensitive, and its children. Trees built alike share what was worked out for that shape:
// the ranked branches (as positions in the tree) and, per path, which branch matched first. The
// route objects in a match are always those of the tree asked about, found by those positions.
const treesByIdentity = new WeakMap();
const shapesByKey = new Map();
function shapeKeyOf(routes) {
  let key = "[";
  for (const route of routes) {
    key += JSON.stringify(route.path === undefined ? null : route.path) + (route.index ? "i" : "") + (route.caseSensitive === true ? "c" : "");
    if (route.children && route.children.length > 0) key += shapeKeyOf(route.children);
    key += ",";
  }
  return key + "]";
}
function treeOf(routes) {
  let tree = treesByIdentity.get(routes);
  if (tree === undefined) {
    const key = shapeKeyOf(routes);
    let shape = shapesByKey.get(key);
    let branches;
    if (shape === undefined) {
      branches = flattenRoutes(routes);
      rankRouteBranches(branches);
      shape = { branches, firstMatch: new Map() };
      if (shapesByKey.size >= ${shapesBound}) shapesByKey.clear();
      shapesByKey.set(key, shape);
    } else {
      branches = new Array(shape.branches.length);
    }
    tree = { routes, shape, branches };
    treesByIdentity.set(routes, tree);
  }
  return tree;
}
function branchOf(tree, i) {
  let branch = tree.branches[i];
  if (branch === undefined) {
    const model = tree.shape.branches[i];
    let siblings = tree.routes;
    const routesMeta = model.routesMeta.map((meta) => {
      const route = siblings[meta.childrenIndex];
      siblings = route.children;
      return { relativePath: meta.relativePath, caseSensitive: meta.caseSensitive, childrenIndex: meta.childrenIndex, route };
    });
    branch = { path: model.path, score: model.score, routesMeta };
    tree.branches[i] = branch;
  }
  return branch;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) {
    return null;
  }
  let decoded = decodePath(pathname);
  let tree = treeOf(routes);
  let key = (allowPartial ? "1" : "0") + decoded;
  let first = tree.shape.firstMatch.get(key);
  if (first !== undefined) {
    return first === -1 ? null : matchRouteBranch(branchOf(tree, first), decoded, allowPartial);
  }
  let matches = null;
  first = -1;
  for (let i = 0; matches == null && i < tree.branches.length; ++i) {
    matches = matchRouteBranch(branchOf(tree, i), decoded, allowPartial);
    if (matches != null) first = i;
  }
  if (tree.shape.firstMatch.size >= ${matchedPathsBound}) tree.shape.firstMatch.clear();
  tree.shape.firstMatch.set(key, first);
  return matches;
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
  const start = source.indexOf(matchRoutesImplSource);
  const end = source.indexOf(matchRoutesImplEnd, start);
  for (const [name, found] of [
    ["matchRoutesImpl", start !== -1 && end !== -1 && source.indexOf(matchRoutesImplSource, start + 1) === -1],
    ["compilePath", source.split(compilePathStart).length === 2],
  ] as const)
    if (!found)
      throw new Error(
        `route-matching-memo: ${name} del router no es el esperado; revisá la decisión 096 al actualizar Remix`,
      );
  // The memos take the published matchRoutesImpl's place, so they are defined before anything can call it.
  const withMemos = source.slice(0, start) + memos + source.slice(end + matchRoutesImplEnd.length);
  return withMemos.replace(compilePathStart, "function compilePathEachTime(path, caseSensitive, end) {\n");
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
