// 'Promociones' in the studio (decision 122) against the real local D1: "Ops run them in the studio
// (publicador and admin): create, schedule, pause and end a promotion or a batch of coupon codes (CSV
// export), see how often each was used and what it cost; audited". Editors and operaciones get 403 and
// an audit line; a cross-site post changes nothing; two editors of one promotion never both land.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { couponCodePattern } from "../../app/domain/promotions/coupon";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { orderFields } from "./order-form";

const password = "Esencia-Demo-2026";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
  await env.DB.prepare(
    "INSERT INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
  ).run();
  await env.DB.prepare("UPDATE stock SET quantity = 100 WHERE sku_id = 1101").run();
});

async function staff(email: string) {
  const browser = new Browser();
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio" }));
  expect(response.status).toBe(303);
  return browser;
}

const promotionFields = (fields: Record<string, string> = {}) =>
  form({
    intent: "guardar",
    name: "Test 20% labiales",
    badge: "20% OFF",
    kind: "percent-off",
    percent: "20",
    skus: "1201",
    startsAt: "2030-03-10T10:00",
    endsAt: "2030-03-10T12:00",
    ...fields,
  });

/** Creates a promotion as the publicador's page posts it; its id, from the 303. */
async function created(browser: Browser, fields: Record<string, string> = {}) {
  const response = await browser.post("/studio/promociones/nueva", promotionFields(fields));
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/studio\/promociones\/[a-z0-9-]+\?aviso=creada$/);
  return decodeURIComponent(/promociones\/([^?]+)/.exec(location)![1]!);
}

const row = (id: string) =>
  env.DB.prepare(
    "SELECT name, percent, scope, starts_at, ends_at, paused, revision, updated_by FROM promotions WHERE id = ?1",
  )
    .bind(id)
    .first<{
      name: string;
      percent: number;
      scope: string;
      starts_at: string;
      ends_at: string | null;
      paused: number;
      revision: number;
      updated_by: string;
    }>();
const auditOf = async (actor: string, action: string) =>
  (
    await env.DB.prepare("SELECT detail FROM studio_audit WHERE actor = ?1 AND action = ?2 ORDER BY id")
      .bind(actor, action)
      .all<{ detail: string }>()
  ).results.map(({ detail }) => detail);

describe("a publicador runs a promotion", () => {
  it("creates it scheduled in Buenos Aires minutes; the list shows it 'Programada'; audited", async () => {
    const publicador = await staff("publicador@esencia.demo");
    const id = await created(publicador);
    expect(await row(id)).toMatchObject({
      name: "Test 20% labiales",
      percent: 20,
      starts_at: "2030-03-10T13:00:00.000Z",
      ends_at: "2030-03-10T15:00:00.000Z",
      paused: 0,
      revision: 1,
      updated_by: "publicador@esencia.demo",
    });
    expect(JSON.parse((await row(id))!.scope)).toEqual({ categories: [], brands: [], collections: [], skus: ["1201"] });
    const list = await (await publicador.get("/studio/promociones")).text();
    expect(list).toContain("Test 20% labiales");
    expect(list).toContain("Programada");
    expect(list).toContain("10/03/2030, 10:00");
    expect(await auditOf("publicador@esencia.demo", "promocion")).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Alta de «Test 20% labiales»: 20% OFF, desde 10/03/2030, 10:00"),
      ]),
    );
  });

  it("refuses what the rules refuse, next to the field, keeping what was typed", async () => {
    const publicador = await staff("publicador@esencia.demo");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM promotions").first<{ n: number }>();
    const badNumbers = await publicador.post(
      "/studio/promociones/nueva",
      promotionFields({
        name: "Tres por dos raro",
        kind: "buy-n-pay-m",
        buy: "2",
        pay: "2",
        endsAt: "2030-03-10T09:00",
      }),
    );
    expect(badNumbers.status).toBe(400);
    const page = await badNumbers.text();
    expect(page).toContain("menor que «Llevá»");
    expect(page).toContain("El fin tiene que ser posterior al inicio.");
    expect(page).toContain('value="Tres por dos raro"');
    const unknownSku = await publicador.post("/studio/promociones/nueva", promotionFields({ skus: "1201, 987654" }));
    expect(unknownSku.status).toBe(409);
    expect(await unknownSku.text()).toContain("Estos SKU no existen: 987654.");
    const unknownCategory = await publicador.post(
      "/studio/promociones/nueva",
      promotionFields({ categories: "/nada" }),
    );
    expect(await unknownCategory.text()).toContain("Estas categorías no existen: /nada.");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM promotions").first<{ n: number }>()).toEqual(before);
  });

  it("two editors of one promotion: the first lands, the second is told and changes nothing", async () => {
    const first = await staff("publicador@esencia.demo");
    const second = await staff("admin@esencia.demo");
    const id = await created(first);
    const landed = await first.post(`/studio/promociones/${id}`, promotionFields({ revision: "1", percent: "25" }));
    expect(landed.status).toBe(303);
    expect(landed.headers.get("Location")).toBe(`/studio/promociones/${id}?aviso=guardada`);
    const loser = await second.post(`/studio/promociones/${id}`, promotionFields({ revision: "1", percent: "30" }));
    expect(loser.status).toBe(409);
    expect(await loser.text()).toContain("Otra persona cambió esta promoción mientras la editabas");
    expect(await row(id)).toMatchObject({ percent: 25, revision: 2 });
    const paused = await second.post(`/studio/promociones/${id}`, form({ intent: "pausar", revision: "1" }));
    expect(paused.status).toBe(409);
    expect((await row(id))!.paused).toBe(0);
  });

  it("pauses, resumes and ends it now: each audited; ended, the list says 'Terminada'", async () => {
    const publicador = await staff("publicador@esencia.demo");
    const id = await created(publicador, { startsAt: "2026-01-01T00:00", endsAt: "" });
    expect(await (await publicador.get("/studio/promociones")).text()).toMatch(/Test 20% labiales[\s\S]*?Activa/);
    const act = async (intent: string, notice: string) => {
      const response = await publicador.post(
        `/studio/promociones/${id}`,
        form({ intent, revision: String((await row(id))!.revision) }),
      );
      expect(response.headers.get("Location")).toBe(`/studio/promociones/${id}?aviso=${notice}`);
    };
    await act("pausar", "pausada");
    expect((await row(id))!.paused).toBe(1);
    expect(await (await publicador.get(`/studio/promociones/${id}?aviso=pausada`)).text()).toContain("Pausada");
    await act("reanudar", "reanudada");
    expect((await row(id))!.paused).toBe(0);
    const before = Date.now();
    await act("terminar", "terminada");
    const endsAt = Date.parse((await row(id))!.ends_at!);
    expect(endsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now());
    expect(await (await publicador.get(`/studio/promociones/${id}`)).text()).toContain("Terminada");
    const lines = await auditOf("publicador@esencia.demo", "promocion");
    expect(lines).toEqual(
      expect.arrayContaining([
        "«Test 20% labiales»: pausada.",
        "«Test 20% labiales»: reanudada.",
        expect.stringMatching(/^«Test 20% labiales»: terminada el \d\d\/\d\d\/\d{4}, \d\d:\d\d\.$/),
      ]),
    );
  });

  it("shows how many orders used it and what it took off them", async () => {
    const publicador = await staff("publicador@esencia.demo");
    const id = await created(publicador, { name: "Con usos" });
    const shopper = new Browser();
    await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
    expect((await shopper.post("/checkout", form({ ...orderFields, shownTotal: "219900" }))).status).toBe(303);
    const order = (await env.DB.prepare("SELECT id FROM orders ORDER BY number DESC LIMIT 1").first<{ id: string }>())!;
    await env.DB.prepare(
      "INSERT INTO order_promotions (order_id, position, promotion_id, name, coupon, saved_cents) VALUES (?1, 9, ?2, 'Con usos', NULL, 4398000)",
    )
      .bind(order.id, id)
      .run();
    const page = await (await publicador.get(`/studio/promociones/${id}`)).text();
    expect(page).toMatch(/<dt>Usos<\/dt><dd>1<\/dd><dt>Costo<\/dt><dd>\$43\.980<\/dd>/);
  });
});

describe("coupon codes", () => {
  it("adds a typed code normalised, refuses a duplicate in Spanish, and generates a batch of unique codes with its CSV", async () => {
    const admin = await staff("admin@esencia.demo");
    const id = await created(admin, { name: "Con cupones", needsCoupon: "on" });
    const added = await admin.post(
      `/studio/promociones/${id}`,
      form({ intent: "cupon", couponCode: " verano día ", maxUses: "5" }),
    );
    expect(added.headers.get("Location")).toBe(`/studio/promociones/${id}?aviso=cupon&codigo=VERANODIA`);
    const twice = await admin.post(`/studio/promociones/${id}`, form({ intent: "cupon", couponCode: "VERANODIA" }));
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("Ya existe un cupón con ese código.");
    const malformed = await admin.post(`/studio/promociones/${id}`, form({ intent: "cupon", couponCode: "a_b" }));
    expect(await malformed.text()).toContain("El código lleva de 3 a 40 letras");

    const batch = await admin.post(
      `/studio/promociones/${id}`,
      form({ intent: "lote", batchName: "Verano 2030", prefix: "ver", count: "1200", maxUsesPerShopper: "1" }),
    );
    expect(batch.status).toBe(303);
    const { results } = await env.DB.prepare(
      "SELECT code, max_uses, max_uses_per_shopper FROM coupons WHERE promotion_id = ?1 AND batch = 'Verano 2030'",
    )
      .bind(id)
      .all<{ code: string; max_uses: number | null; max_uses_per_shopper: number }>();
    expect(results).toHaveLength(1200);
    expect(new Set(results.map(({ code }) => code)).size).toBe(1200);
    for (const coupon of results) {
      expect(coupon.code).toMatch(/^VER-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
      expect(coupon.code).toMatch(couponCodePattern);
      expect(coupon).toMatchObject({ max_uses: null, max_uses_per_shopper: 1 });
    }
    const page = await (await admin.get(`/studio/promociones/${id}?aviso=lote&lote=Verano%202030`)).text();
    expect(page).toContain("Generamos 1200 códigos en el lote «Verano 2030».");
    expect(page).toContain("Códigos: los primeros 100 de 1201");
    const again = await admin.post(
      `/studio/promociones/${id}`,
      form({ intent: "lote", batchName: "Verano 2030", count: "1" }),
    );
    expect(await again.text()).toContain("Esta promoción ya tiene un lote con ese nombre.");

    await env.DB.prepare("UPDATE coupons SET uses = 2 WHERE code = ?1").bind(results[0]!.code).run();
    const csv = await admin.get(`/studio/promociones/${id}/cupones.csv?lote=Verano%202030`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="cupones-verano-2030.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM it reads.
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("Código;Usos;Usos máximos;Usos por cliente");
    expect(lines).toHaveLength(1202); // header, 1200 codes, the last CRLF's empty rest
    expect(lines).toContain(`${results[0]!.code};2;;1`);
    expect((await admin.get(`/studio/promociones/${id}/cupones.csv?lote=otro`)).status).toBe(404);
    expect(await auditOf("admin@esencia.demo", "promocion")).toEqual(
      expect.arrayContaining([
        "«Con cupones»: cupón VERANODIA (usos: 5, por cliente: sin límite).",
        "«Con cupones»: lote «Verano 2030» de 1200 códigos VER-… (usos: sin límite, por cliente: 1).",
      ]),
    );
  });

  it("refuses codes for a promotion that needs none", async () => {
    const admin = await staff("admin@esencia.demo");
    const id = await created(admin, { name: "Sin cupón" });
    const response = await admin.post(`/studio/promociones/${id}`, form({ intent: "cupon", couponCode: "NOPE1" }));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Esta promoción no pide cupón");
  });
});

describe("who may run promotions", () => {
  it.each(["editor@esencia.demo", "operaciones@esencia.demo"])(
    "%s gets 403 and an audit line, and no link to them",
    async (email) => {
      const browser = await staff(email);
      const list = await browser.get("/studio/promociones");
      expect(list.status).toBe(403);
      expect(await list.text()).toContain("no permite administrar promociones y cupones");
      const post = await browser.post("/studio/promociones/nueva", promotionFields({ name: "Intrusa" }));
      expect(post.status).toBe(403);
      expect(await env.DB.prepare("SELECT 1 FROM promotions WHERE name = 'Intrusa'").first()).toBeNull();
      expect(await auditOf(email, "rechazo")).toEqual(
        expect.arrayContaining([expect.stringContaining("(POST /studio/promociones/nueva)")]),
      );
      expect((await browser.get("/studio/promociones/bienvenida/cupones.csv?lote=x")).status).toBe(403);
      expect(await (await browser.get("/studio")).text()).not.toContain('href="/studio/promociones"');
    },
  );

  it("a cross-site post changes nothing", async () => {
    const publicador = await staff("publicador@esencia.demo");
    const response = await publicador.post("/studio/promociones/nueva", promotionFields({ name: "Cruzada" }), {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(response.status).toBe(403);
    expect(await env.DB.prepare("SELECT 1 FROM promotions WHERE name = 'Cruzada'").first()).toBeNull();
  });

  it("a publicador sees the link", async () => {
    const publicador = await staff("publicador@esencia.demo");
    expect(await (await publicador.get("/studio/promociones")).text()).toContain('href="/studio/promociones"');
  });
});
