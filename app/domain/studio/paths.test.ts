// Issue "Who and how they sign in": "/studio shows the sign-in form to anyone not signed in as staff";
// every studio response, data requests included, is private (decision 072).
import { describe, expect, it } from "vitest";

import { isStudioPath, studioSignInPathFor } from "./paths";

describe("isStudioPath", () => {
  it.each([
    ["/studio", true],
    ["/studio/", true],
    ["/studio/equipo", true],
    ["/studio.data", true],
    ["/studio/equipo.data", true],
    ["/STUDIO/entrar", true],
    ["/studios", false],
    ["/studio-nuevo", false],
    ["/", false],
    ["/s", false],
  ])("%s → %s", (path, expected) => expect(isStudioPath(path)).toBe(expected));
});

describe("studioSignInPathFor", () => {
  it.each([
    ["/studio/equipo", "/studio/entrar?redirectTo=%2Fstudio%2Fequipo"],
    ["/studio/auditoria?antes=10", "/studio/entrar?redirectTo=%2Fstudio%2Fauditoria%3Fantes%3D10"],
    ["/bolsa", "/studio/entrar"],
  ])("%s → %s", (path, expected) => expect(studioSignInPathFor(path)).toBe(expected));
});
