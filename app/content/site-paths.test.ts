import { describe, expect, it } from "vitest";
import { routePaths } from "./site-paths";

describe("route paths from Remix flat-route file names", () => {
  it("maps files without parameters to their paths, and leaves parameterised ones out", () => {
    expect(
      routePaths(["_index.tsx", "login.tsx", "pvt.account._index.tsx", "pvt.account.profile.tsx", "checkout_.pedido.$id.tsx", "$slug.p.tsx", "$.tsx", "sitemap[.]xml.ts"]),
    ).toEqual(["/", "/login", "/pvt/account", "/pvt/account/profile", "/sitemap.xml"]);
  });
});
