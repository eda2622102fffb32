// The studio's staff (app/features/studio/staff.server.ts and team.server.ts, decision 072):
// issue "Who and how they sign in" — roles, short revocable sessions separate from shopping, sign-in
// rate limited, every studio response `private, no-store`, `noindex`, with a CSP that allows no third
// party; issue "Bad input and faults" — "an editor posting a publisher's action gets 403 and an
// audit line".
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { forbiddenMessage } from "../../app/features/studio/staff.server";
import { staffCopy } from "../../app/forms/staff";
import { purgeOldStaffSessions } from "../../app/ports/staff-sessions.server";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";
import { elementsMatching } from "./html";

const password = "Esencia-Demo-2026";

beforeAll(async () => {
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
});

async function signedIn(email: string, browser = new Browser()) {
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio/equipo" }));
  expect(response.status).toBe(303);
  return browser;
}

const auditLines = async (action: string, actor: string) =>
  (
    await env.DB.prepare("SELECT actor, action, detail FROM studio_audit WHERE action = ?1 AND actor = ?2 ORDER BY id")
      .bind(action, actor)
      .all<{ actor: string; action: string; detail: string | null }>()
  ).results;

let created = 0;
/** A staff member of this test only, made by the admin through the team page. */
async function newMember(role: "editor" | "publicador" | "admin" = "editor") {
  const email = `persona${++created}.${Math.random().toString(36).slice(2, 7)}@esencia.demo`;
  const admin = await signedIn("admin@esencia.demo");
  const response = await admin.post(
    "/studio/equipo",
    form({ intent: "crear", email, name: `Persona ${created}`, role, password }),
  );
  expect(response.status).toBe(303);
  const row = await env.DB.prepare("SELECT id FROM staff WHERE email = ?1").bind(email).first<{ id: string }>();
  return { email, id: row!.id, admin };
}

describe("sign-in", () => {
  it("signs the editor in on a studio cookie of its own and returns to a studio path", async () => {
    const browser = new Browser();
    const response = await browser.post(
      "/studio/entrar",
      form({ email: "Editor@Esencia.Demo", password, redirectTo: "/studio/auditoria?antes=5" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/studio/auditoria?antes=5");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^esencia_studio=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(browser.cookie("esencia")).toBeUndefined();
    expect(await auditLines("ingreso", "editor@esencia.demo")).not.toHaveLength(0);
  });

  it.each([
    ["https://evil.example/robar", "/studio"],
    ["//evil.example", "/studio"],
    ["/bolsa", "/studio"],
    ["/studio/entrar", "/studio"],
  ])("never returns to %s", async (redirectTo, expected) => {
    const response = await new Browser().post(
      "/studio/entrar",
      form({ email: "editor@esencia.demo", password, redirectTo }),
    );
    expect(response.headers.get("Location")).toBe(expected);
  });

  it("answers a wrong password with the form again: Spanish error, e-mail kept, no password, an audit line", async () => {
    const response = await new Browser().post(
      "/studio/entrar",
      form({ email: "editor@esencia.demo", password: "no-es-esta-123" }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const page = await response.text();
    expect(page).toContain(staffCopy.signInFailed);
    expect(page).toContain('value="editor@esencia.demo"');
    expect(page).not.toContain("no-es-esta-123");
    const failed = await auditLines("ingreso-fallido", "editor@esencia.demo");
    expect(failed.length).toBeGreaterThan(0);
    expect(JSON.stringify(failed)).not.toContain("no-es-esta-123");
  });

  it("says the same for an unknown e-mail, and audits the e-mail typed, lower-cased", async () => {
    const page = await (
      await new Browser().post("/studio/entrar", form({ email: "Nadie@Esencia.Demo", password: "lo-que-sea-1" }))
    ).text();
    expect(page).toContain(staffCopy.signInFailed);
    expect(await auditLines("ingreso-fallido", "nadie@esencia.demo")).toHaveLength(1);
  });

  it("refuses a shopper's account: shoppers are not staff", async () => {
    const response = await new Browser().post("/studio/entrar", form({ email: "cliente@esencia.demo", password }));
    expect(response.status).toBe(400);
  });

  it("refuses a filled honeypot and a body that is not a form without a 500", async () => {
    const bot = await new Browser().post(
      "/studio/entrar",
      form({ email: "editor@esencia.demo", password, website: "http://spam" }),
    );
    expect(bot.status).toBe(400);
    const garbage = await new Browser().post("/studio/entrar", "{no es un formulario", {
      "Content-Type": "application/json",
    });
    expect(garbage.status).toBe(400);
  });

  it("refuses the 11th attempt on one e-mail from one connection (decision 057), saying so", async () => {
    const here = new Browser();
    for (let attempt = 0; attempt < 10; attempt++)
      await here.post("/studio/entrar", form({ email: "publicador@esencia.demo", password: `mal-${attempt}-123` }));
    const refused = await here.post("/studio/entrar", form({ email: "publicador@esencia.demo", password }));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(staffCopy.limitedForEmail);
    expect(
      (await new Browser().post("/studio/entrar", form({ email: "publicador@esencia.demo", password }))).status,
    ).toBe(303);
  }, 30_000);

  it("refuses a connection after 30 attempts in 10 minutes", async () => {
    const browser = new Browser();
    for (let attempt = 0; attempt < 30; attempt++)
      await browser.post("/studio/entrar", form({ email: `intento${attempt}@esencia.demo`, password: "x-123456" }));
    const refused = await browser.post("/studio/entrar", form({ email: "admin@esencia.demo", password }));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(staffCopy.rateLimited);
  }, 30_000);
});

describe("requireStaff", () => {
  it.each(["/studio/equipo", "/studio/auditoria?antes=10"])(
    "sends a visitor without a studio session from %s to the sign-in form, and back",
    async (path) => {
      const response = await new Browser().get(path);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/studio/entrar?redirectTo=${encodeURIComponent(path)}`);
    },
  );

  it("redirects a single-fetch data request the way Remix's client follows", async () => {
    const response = await new Browser().get("/studio/equipo.data");
    // Single fetch answers 202 with the redirect inside its turbo-stream body.
    expect(response.status).toBe(202);
    expect(await response.text()).toContain("/studio/entrar?redirectTo=%2Fstudio%2Fequipo");
  });

  it("ignores a shopper's session and a forged studio cookie", async () => {
    const shopper = new Browser();
    await shopper.post("/login", form({ intent: "login", email: "cliente@esencia.demo", password }));
    expect((await shopper.get("/studio/equipo")).status).toBe(303);
    const forger = new Browser();
    forger.setCookie("esencia_studio", "demo-staff-admin");
    expect((await forger.get("/studio/equipo")).status).toBe(303);
  });

  it("answers an editor on an admin page with a Spanish 403 and an audit line", async () => {
    const editor = await signedIn("editor@esencia.demo");
    for (const path of ["/studio/equipo", "/studio/auditoria"]) {
      const response = await editor.get(path);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("No tenés permiso");
    }
    const refused = await auditLines("rechazo", "editor@esencia.demo");
    expect(refused.map((line) => line.detail)).toEqual(
      expect.arrayContaining([expect.stringContaining("administrar el equipo (GET /studio/equipo)")]),
    );
    expect(await (await editor.get("/studio/equipo")).text()).toContain(forbiddenMessage("editor", "equipo"));
  });

  it("refuses an editor's post to the team page before reading it: nothing changes", async () => {
    const editor = await signedIn("editor@esencia.demo");
    const response = await editor.post(
      "/studio/equipo",
      form({ intent: "rol", staffId: "demo-staff-editor", role: "admin" }),
    );
    expect(response.status).toBe(403);
    const row = await env.DB.prepare("SELECT role FROM staff WHERE id = 'demo-staff-editor'").first<{ role: string }>();
    expect(row?.role).toBe("editor");
    expect(await auditLines("rechazo", "editor@esencia.demo")).toEqual(
      expect.arrayContaining([expect.objectContaining({ detail: expect.stringContaining("POST /studio/equipo") })]),
    );
  });

  it("lets an admin in, with the layout's chrome and no store shell", async () => {
    const admin = await signedIn("admin@esencia.demo");
    const page = await (await admin.get("/studio/equipo")).text();
    expect(page).toContain("Esencia Studio");
    expect(page).toContain("Ana Administradora");
    expect(page).toContain("Administrador");
    expect(page).toContain('href="/studio/auditoria"');
    expect(page).toContain("editor@esencia.demo");
    expect(await elementsMatching(page, ".site-header, .site-footer")).toBe(0);
  });
});

describe("revocation", () => {
  it("sign-out (a POST) ends the session on the server: a kept copy of the cookie opens nothing", async () => {
    const browser = await signedIn("admin@esencia.demo");
    const kept = browser.cookie("esencia_studio")!;
    expect((await browser.get("/studio/salir")).status).toBe(302);
    expect((await browser.get("/studio/auditoria")).status).toBe(200);
    const out = await browser.post("/studio/salir", new FormData());
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/studio/entrar");
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    const replay = new Browser();
    replay.setCookie("esencia_studio", kept);
    expect((await replay.get("/studio/auditoria")).status).toBe(303);
    expect(await auditLines("salida", "admin@esencia.demo")).not.toHaveLength(0);
  });

  it("a role change ends that person's sessions at once, and audits it", async () => {
    const { email, id, admin } = await newMember("editor");
    const member = await signedIn(email);
    expect((await member.get("/studio/equipo")).status).toBe(403);
    const change = await admin.post("/studio/equipo", form({ intent: "rol", staffId: id, role: "admin" }));
    expect(change.status).toBe(303);
    expect(change.headers.get("Location")).toBe(`/studio/equipo?aviso=rol&persona=${id}`);
    expect(await (await admin.get(change.headers.get("Location")!)).text()).toContain("ahora es Administrador");
    expect((await member.get("/studio/equipo")).status).toBe(303);
    const again = await signedIn(email);
    expect((await again.get("/studio/equipo")).status).toBe(200);
    expect(await auditLines("equipo", "admin@esencia.demo")).toEqual(
      expect.arrayContaining([expect.objectContaining({ detail: `Rol de ${email}: Editor → Administrador.` })]),
    );
  });

  it("disabling someone ends their sessions and refuses their sign-in; enabling lets them back", async () => {
    const { email, id, admin } = await newMember("publicador");
    const member = await signedIn(email);
    expect((await admin.post("/studio/equipo", form({ intent: "deshabilitar", staffId: id }))).status).toBe(303);
    expect((await member.get("/studio/auditoria")).status).toBe(303);
    const refused = await new Browser().post("/studio/entrar", form({ email, password }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(staffCopy.signInFailed);
    expect((await admin.post("/studio/equipo", form({ intent: "habilitar", staffId: id }))).status).toBe(303);
    expect((await new Browser().post("/studio/entrar", form({ email, password }))).status).toBe(303);
  });

  it("a session idle for 30 minutes, or past its 8 hours, opens nothing", async () => {
    const browser = await signedIn("admin@esencia.demo");
    const now = Math.floor(Date.now() / 1000);
    const session = await env.DB.prepare(
      "SELECT id FROM staff_sessions WHERE staff_id = 'demo-staff-admin' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ).first<{ id: string }>();
    await env.DB.prepare("UPDATE staff_sessions SET last_seen_at = ?2 WHERE id = ?1")
      .bind(session!.id, now - 30 * 60)
      .run();
    expect((await browser.get("/studio/auditoria")).status).toBe(303);
    const other = await signedIn("admin@esencia.demo");
    await env.DB.prepare(
      "UPDATE staff_sessions SET expires_at = ?1 WHERE staff_id = 'demo-staff-admin' AND ended_at IS NULL",
    )
      .bind(now)
      .run();
    expect((await other.get("/studio/auditoria")).status).toBe(303);
  });
});

describe("the scheduled purge", () => {
  it("deletes the rows that can never be live again and keeps the live ones", async () => {
    const live = await signedIn("publicador@esencia.demo");
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare(
      `INSERT INTO staff_sessions (id, staff_id, created_at, expires_at, last_seen_at, ended_at) VALUES
         ('vieja-expirada', 'demo-staff-editor', ?1 - 90000, ?1 - 60, ?1 - 120, NULL),
         ('vieja-inactiva', 'demo-staff-editor', ?1 - 7200, ?1 + 3600, ?1 - 3600, NULL),
         ('vieja-cerrada', 'demo-staff-editor', ?1 - 200000, ?1 - 170000, ?1 - 190000, ?1 - 180000)`,
    )
      .bind(now)
      .run();
    await purgeOldStaffSessions(env);
    const { results } = await env.DB.prepare("SELECT id FROM staff_sessions WHERE id LIKE 'vieja-%'").all();
    expect(results).toEqual([]);
    expect((await live.get("/studio/no-existe")).status).toBe(404);
  });
});

describe("team administration", () => {
  it("creates a member, refusing a taken e-mail next to the field and keeping what was typed", async () => {
    const { email, admin } = await newMember("editor");
    const response = await admin.post(
      "/studio/equipo",
      form({ intent: "crear", email, name: "Otra Persona", role: "editor", password }),
    );
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain(staffCopy.emailTaken);
    expect(page).toContain('value="Otra Persona"');
    expect(page).not.toContain(password);
  });

  it("never lets an admin demote or disable themselves", async () => {
    const admin = await signedIn("admin@esencia.demo");
    const response = await admin.post("/studio/equipo", form({ intent: "deshabilitar", staffId: "demo-staff-admin" }));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(staffCopy.notYourself);
  });
});

describe("every studio answer (decision 072)", () => {
  it.each([
    ["the sign-in page", "/studio/entrar", false],
    ["a redirect to sign in", "/studio/equipo", false],
    ["a page", "/studio/auditoria", true],
    ["a data request", "/studio/auditoria.data", true],
  ])("%s is private, noindex, with a policy that names no third party", async (_, path, signIn) => {
    const browser = signIn ? await signedIn("admin@esencia.demo") : new Browser();
    const response = await browser.get(path);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).not.toMatch(/https?:|youtube|google/);
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      expect(policy).toContain("frame-src 'self'");
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      const page = await response.text();
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page).toContain('lang="es-AR"');
    }
  });

  it("robots.txt keeps crawlers out of /studio", async () => {
    expect(await (await new Browser().get("/robots.txt")).text()).toContain("Disallow: /studio");
  });
});

describe("an unknown studio address", () => {
  it("is the studio's 404 behind the sign-in, not the store's catch-all page", async () => {
    expect((await new Browser().get("/studio/no-existe")).status).toBe(303);
    const admin = await signedIn("admin@esencia.demo");
    const response = await admin.get("/studio/no-existe");
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain("Volver a los documentos");
    expect(page).toContain("Esencia Studio");
  });
});
