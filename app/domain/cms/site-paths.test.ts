import { describe, expect, it } from "vitest";

import { routePaths, routePathsOfBuild } from "./site-paths";

describe("route paths from Remix flat-route file names", () => {
  it("maps files without parameters to their paths, and leaves parameterised ones out", () => {
    expect(
      routePaths([
        "_index.tsx",
        "login.tsx",
        "pvt.account._index.tsx",
        "pvt.account.profile.tsx",
        "checkout_.pedido.$id.tsx",
        "$slug.p.tsx",
        "$.tsx",
        "sitemap[.]xml.ts",
      ]),
    ).toEqual(["/", "/login", "/pvt/account", "/pvt/account/profile", "/sitemap.xml"]);
  });
});

describe("routePathsOfBuild", () => {
  it("joins each route's path to its parents' and leaves out the ones with parameters", () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/_index": { id: "routes/_index", parentId: "root", index: true },
      "routes/login": { id: "routes/login", parentId: "root", path: "login" },
      "routes/pvt.account": { id: "routes/pvt.account", parentId: "root", path: "pvt/account" },
      "routes/pvt.account.profile": {
        id: "routes/pvt.account.profile",
        parentId: "routes/pvt.account",
        path: "profile",
      },
      "routes/$slug.p": { id: "routes/$slug.p", parentId: "root", path: ":slug/p" },
      "routes/$": { id: "routes/$", parentId: "root", path: "*" },
      "routes/sitemap[.]xml": { id: "routes/sitemap[.]xml", parentId: "root", path: "sitemap.xml" },
    };
    expect(routePathsOfBuild(routes).sort()).toEqual([
      "/",
      "/login",
      "/pvt/account",
      "/pvt/account/profile",
      "/sitemap.xml",
    ]);
  });
});
