import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { evaluateCommonJs } from "./commonjs";
import { routerFile, withRouteMatchingMemo } from "./route-matching-memo";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };
type Router = {
  matchRoutes: (routes: Route[], location: string, basename?: string) => Match[] | null;
  matchPath: (pattern: { path: string; caseSensitive?: boolean; end?: boolean }, pathname: string) => unknown;
};

const published = readFileSync(routerFile, "utf8");

const load = (source: string) => evaluateCommonJs<Router>(source);

/** The shapes the store's routes take (app/routes.ts): a root layout, an index, static, dynamic and splat paths, nesting. */
const storeRoutes = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/_index", index: true },
      { id: "routes/$slug.p", path: ":slug/p" },
      { id: "routes/s", path: "s" },
      { id: "routes/s_.ir", path: "s/ir" },
      { id: "routes/api.diferido.$pieza", path: "api/diferido/:pieza" },
      {
        id: "routes/pvt.account",
        path: "pvt/account",
        children: [
          { id: "routes/pvt.account._index", index: true },
          { id: "routes/pvt.account.orders", path: "orders" },
          { id: "routes/pvt.account.profile", path: "profile" },
        ],
      },
      { id: "routes/pvt.organization-account.org-unit.$unitId", path: "pvt/organization-account/org-unit/:unitId" },
      { id: "routes/checkout_.pedido.$id", path: "checkout/pedido/:id" },
      { id: "routes/studio", path: "studio", children: [{ id: "routes/studio.$", path: "*" }] },
      { id: "routes/robots[.]txt", path: "robots.txt" },
      { id: "routes/Exacto", path: "Exacto", caseSensitive: true },
      { id: "routes/opcional", path: "opcional/:parte?" },
      { id: "routes/$", path: "*" },
    ],
  },
];

const paths = [
  "/",
  "/fragancias",
  "/fragancias/mujer",
  "/dior-sauvage-edt/p",
  "/dior-sauvage-edt/p/",
  "/s",
  "/s/ir",
  "/api/diferido/menus",
  "/pvt/account",
  "/pvt/account/orders",
  "/pvt/account/profile/",
  "/pvt/organization-account/org-unit/42",
  "/checkout/pedido/abc%20def",
  "/studio",
  "/studio/documentos/home",
  "/robots.txt",
  "/Exacto",
  "/exacto",
  "/opcional",
  "/opcional/uno",
  "/ÑANDÚ/p",
];

/** What a match says, with the route named by its id (the objects differ between trees). */
const described = (matches: Match[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ??
  null;

describe("the router with its route matching kept (decision 096)", () => {
  const original = load(published);
  const memo = load(withRouteMatchingMemo(published));

  it("matches every path as the published router does, however often it is asked", () => {
    const routes = storeRoutes();
    for (let round = 0; round < 3; round++)
      for (const path of paths)
        expect(described(memo.matchRoutes(routes, path)), `${path}, vez ${round + 1}`).toEqual(
          described(original.matchRoutes(storeRoutes(), path)),
        );
  });

  it("answers with the route objects of the tree it is given, not of a tree it saw before", () => {
    const first = storeRoutes();
    const second = storeRoutes();
    memo.matchRoutes(first, "/pvt/account/orders");
    const matches = memo.matchRoutes(second, "/pvt/account/orders")!;
    expect(matches.map((match) => match.route)).toEqual([
      second[0],
      second[0]!.children![5],
      second[0]!.children![5]!.children![1],
    ]);
    expect(matches[0]!.route).toBe(second[0]);
  });

  it("ranks a tree of another shape on its own", () => {
    const renamed = storeRoutes();
    renamed[0]!.children![2]!.path = "buscar";
    renamed[0]!.children!.pop();
    memo.matchRoutes(storeRoutes(), "/buscar");
    for (let round = 0; round < 2; round++) {
      expect(described(memo.matchRoutes(renamed, "/buscar"))?.at(-1)?.id).toBe("routes/s");
      expect(memo.matchRoutes(renamed, "/s")).toBeNull();
      expect(memo.matchRoutes(storeRoutes(), "/buscar")?.at(-1)?.route.id).toBe("routes/$");
    }
  });

  it("honours a basename and refuses paths outside it", () => {
    const routes = storeRoutes();
    expect(described(memo.matchRoutes(routes, "/tienda/s", "/tienda"))).toEqual(
      described(original.matchRoutes(routes, "/tienda/s", "/tienda")),
    );
    expect(memo.matchRoutes(routes, "/otra/s", "/tienda")).toBeNull();
  });

  it("keeps a compiled pattern apart for each case sensitivity and end", () => {
    for (const pattern of [
      { path: "/Exacto" },
      { path: "/Exacto", caseSensitive: true },
      { path: "/Exacto", end: false },
      { path: "/Exacto", caseSensitive: true, end: false },
    ])
      for (const pathname of ["/Exacto", "/exacto", "/Exacto/más", "/exacto/más"])
        expect(memo.matchPath(pattern, pathname), `${JSON.stringify(pattern)} ${pathname}`).toEqual(
          original.matchPath(pattern, pathname),
        );
  });

  it("fails the build when the router is not the one it was written for", () => {
    expect(() => withRouteMatchingMemo(published.replace("rankRouteBranches(branches);\n", ""))).toThrow(
      /decisión 096/,
    );
  });
});
