// Scheduled price lists (decision 129) against the real local D1: "prices that start and end at set
// minutes in Buenos Aires time, go live and revert by the cron without anyone awake … and can be
// cancelled before they start"; "a price list that overlaps another is refused, naming the other";
// a bad file "is refused by line with a clear message, and nothing is written".
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { passPriceListMinutes, priceListWindows } from "../../app/ports/price-lists.server";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";

const password = "Esencia-Demo-2026";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
});

async function staff(email: string) {
  const browser = new Browser();
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio" }));
  expect(response.status).toBe(303);
  return browser;
}

/** Buenos Aires minutes as UTC instants: 10:00 in Buenos Aires is 13:00 UTC. */
const instant = (local: string) => new Date(`${local}:00.000-03:00`);

function listForm(name: string, startsAt: string, endsAt: string, file: string) {
  const body = form({ name, startsAt, endsAt });
  body.set("file", new File([file], "lista.csv", { type: "text/csv" }));
  return body;
}

const newList = (browser: Browser, name: string, startsAt: string, endsAt: string, file: string) =>
  browser.post("/studio/catalogo/listas/nueva", listForm(name, startsAt, endsAt, file));

async function created(browser: Browser, name: string, startsAt: string, endsAt: string, file: string) {
  const response = await newList(browser, name, startsAt, endsAt, file);
  expect(response.status, await response.clone().text()).toBe(303);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/studio\/catalogo\/listas\/[a-z0-9-]+\?aviso=creada$/);
  return decodeURIComponent(/listas\/([^?]+)/.exec(location)![1]!);
}

const price = async (skuId: number) =>
  (await env.DB.prepare("SELECT price_cents FROM prices WHERE sku_id = ?1 AND seller = '1'")
    .bind(skuId)
    .first<{ price_cents: number }>())!.price_cents;
const setPrice = (skuId: number, cents: number) =>
  env.DB.prepare("UPDATE prices SET price_cents = ?2 WHERE sku_id = ?1 AND seller = '1'").bind(skuId, cents).run();
const catalogueVersion = async () =>
  (await env.DB.prepare("SELECT version FROM store_versions WHERE name = 'catalogue'").first<{ version: number }>())!
    .version;
const listRow = (id: string) =>
  env.DB.prepare("SELECT applied_at, finished_at, cancelled_at, revision FROM price_lists WHERE id = ?1")
    .bind(id)
    .first<{ applied_at: string | null; finished_at: string | null; cancelled_at: string | null; revision: number }>();
/** The cron at a Buenos Aires minute; what it did to these lists (other tests' lists aside). */
const cron = async (local: string, ...ids: string[]) =>
  (await passPriceListMinutes(env.DB, instant(local))).filter((passed) => ids.includes(passed.id));
const listCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM price_lists").first<{ n: number }>())!.n;
const cronAudit = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT detail FROM studio_audit WHERE actor = 'programado' AND action = 'lista-de-precios' AND document = ?1 ORDER BY id",
    )
      .bind(id)
      .all<{ detail: string }>()
  ).results.map(({ detail }) => detail);

describe("a catalogue operator schedules a price list", () => {
  it("creates it from a price file; the lists page shows it 'Programada' with its minutes and SKUs; audited", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const id = await created(
      catalogo,
      "Hot Sale 2030",
      "2030-05-10T10:00",
      "2030-05-10T12:00",
      "SKU;Precio\n1002;199990\n1101;150000\n",
    );
    const page = await (await catalogo.get("/studio/catalogo/listas")).text();
    expect(page).toContain("Hot Sale 2030");
    expect(page).toMatch(/Programada.*10\/05\/2030, 10:00.*10\/05\/2030, 12:00/s);
    const own = await (await catalogo.get(`/studio/catalogo/listas/${id}`)).text();
    expect(own).toContain("Cancelar");
    expect(own).toContain("$199.990");
    const audit = await env.DB.prepare("SELECT actor, detail FROM studio_audit WHERE document = ?1").bind(id).all();
    expect(audit.results).toEqual([
      { actor: "catalogo@esencia.demo", detail: expect.stringContaining("Alta de «Hot Sale 2030»: 2 SKU") },
    ]);
  });

  it("refuses a list that overlaps another on a shared SKU, naming the other; other SKUs may overlap", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    await created(catalogo, "Noche de fragancias", "2030-06-01T10:00", "2030-06-01T12:00", "SKU;Precio\n1001;180000\n");
    const before = await listCount();
    const refused = await newList(
      catalogo,
      "Otra noche",
      "2030-06-01T11:00",
      "2030-06-01T13:00",
      "SKU;Precio\n1201;200000\n1001;170000\n",
    );
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(text).toContain("Se superpone con la lista «Noche de fragancias»");
    expect(text).toContain("SKU 1001");
    // What was typed is kept.
    expect(text).toContain('value="Otra noche"');
    expect(await listCount()).toBe(before);
    // The same minutes on other SKUs, or the same SKU right after its end (ends are exclusive), are fine.
    await created(catalogo, "Noche de elixir", "2030-06-01T11:00", "2030-06-01T13:00", "SKU;Precio\n1201;200000\n");
    await created(catalogo, "Después de la noche", "2030-06-01T12:00", "2030-06-01T14:00", "SKU;Precio\n1001;170000\n");
  });

  it("refuses a bad file by line, and writes nothing", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const before = await listCount();
    const file = "SKU;Precio\n1002;100000\n4242;1000\n1101;999999\n";
    const refused = await newList(catalogo, "Lista con errores", "2030-07-01T10:00", "2030-07-01T12:00", file);
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(text).toContain("Línea 3, columna SKU: No existe el SKU 4242.");
    expect(text).toMatch(/Línea 4, columna Precio: El precio \(\$999\.999\) supera el precio de lista del SKU 1101/);
    // The parser's own refusals (decision 128) are shown the same way.
    const zero = await newList(
      catalogo,
      "Lista con cero",
      "2030-07-01T10:00",
      "2030-07-01T12:00",
      "SKU;Precio\n1002;0\n",
    );
    expect(zero.status).toBe(409);
    expect(await zero.text()).toContain("Línea 2, columna Precio: ");
    const noPrice = await newList(
      catalogo,
      "Sin precios",
      "2030-07-01T10:00",
      "2030-07-01T12:00",
      "SKU;Stock\n1002;5\n",
    );
    expect(noPrice.status).toBe(409);
    expect(await noPrice.text()).toContain("una lista necesita la columna «Precio»");
    const endBeforeStart = await newList(
      catalogo,
      "Al revés",
      "2030-07-01T12:00",
      "2030-07-01T10:00",
      "SKU;Precio\n1002;1\n",
    );
    expect(endBeforeStart.status).toBe(400);
    expect(await endBeforeStart.text()).toContain("El fin tiene que ser posterior al inicio.");
    expect(await listCount()).toBe(before);
  });

  it("is the catalogue role's: a publicador gets the studio's 403", async () => {
    const publicador = await staff("publicador@esencia.demo");
    expect((await publicador.get("/studio/catalogo/listas")).status).toBe(403);
    const refused = await newList(
      publicador,
      "Ajena",
      "2030-08-01T10:00",
      "2030-08-01T12:00",
      "SKU;Precio\n1002;1000\n",
    );
    expect(refused.status).toBe(403);
  });
});

describe("the cron starts and ends a list at its minutes", () => {
  it("starts it once at its start (a cron run twice or late does it once), and reverts it once at its end", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const id = await created(
      catalogo,
      "Cyber Monday 2030",
      "2030-11-04T10:00",
      "2030-11-04T12:00",
      "SKU;Precio\n1301;100000\n1901;80000\n",
    );
    const [before1301, before1901] = [await price(1301), await price(1901)];

    expect(await cron("2030-11-04T09:59", id)).toEqual([]);
    expect(await price(1301)).toBe(before1301);

    const version = await catalogueVersion();
    const started = await cron("2030-11-04T10:00", id);
    expect(started).toEqual([{ id, name: "Cyber Monday 2030", change: "started", productIds: [13, 19] }]);
    expect([await price(1301), await price(1901)]).toEqual([10_000_000, 8_000_000]);
    expect(await catalogueVersion()).toBeGreaterThan(version);
    // Twice in the same minute, and a minute late: nothing more.
    expect(await cron("2030-11-04T10:00", id)).toEqual([]);
    expect(await cron("2030-11-04T10:01", id)).toEqual([]);

    // The feed's read: the live list's price and minutes.
    const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };
    expect(await priceListWindows(context, [1301, 1001], instant("2030-11-04T10:30"))).toEqual([
      {
        skuId: 1301,
        listId: id,
        priceCents: 10_000_000,
        startsAt: "2030-11-04T13:00:00.000Z",
        endsAt: "2030-11-04T15:00:00.000Z",
      },
    ]);

    expect(await cron("2030-11-04T11:59", id)).toEqual([]);
    const ended = await cron("2030-11-04T12:00", id);
    expect(ended.map(({ change }) => change)).toEqual(["ended"]);
    expect([await price(1301), await price(1901)]).toEqual([before1301, before1901]);
    expect(await cron("2030-11-04T12:05", id)).toEqual([]);
    expect(await cronAudit(id)).toEqual([
      "«Cyber Monday 2030» empezó: sus precios están vigentes.",
      "«Cyber Monday 2030» terminó: volvieron los precios anteriores.",
    ]);
    expect(await priceListWindows(context, [1301], instant("2030-11-04T12:30"))).toEqual([]);
    // Finished, it can no longer write a price: the same minutes on the same SKUs are free again.
    await created(
      catalogo,
      "Cyber Monday 2030, otra vez",
      "2030-11-04T10:00",
      "2030-11-04T12:00",
      "SKU;Precio\n1301;110000\n",
    );
  });

  it("a cron that missed the start catches up late; one that missed the whole list closes it without a price", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const late = await created(catalogo, "Tarde", "2030-12-01T10:00", "2030-12-01T12:00", "SKU;Precio\n1401;70000\n");
    const missed = await created(
      catalogo,
      "Perdida",
      "2030-12-02T10:00",
      "2030-12-02T12:00",
      "SKU;Precio\n1402;70000\n",
    );
    const before = await price(1402);
    expect((await cron("2030-12-01T10:37", late, missed)).map(({ id }) => id)).toEqual([late]);
    expect(await price(1401)).toBe(7_000_000);
    const passed = await cron("2030-12-02T13:00", late, missed);
    expect(passed.map(({ id, change }) => [id, change])).toEqual([
      [late, "ended"],
      [missed, "missed"],
    ]);
    expect(await price(1401)).toBe(7_590_000);
    expect(await price(1402)).toBe(before);
    expect((await listRow(missed))?.applied_at).toBeNull();
  });

  it("at the end keeps a price someone changed meanwhile, and the list's page says so", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const id = await created(
      catalogo,
      "Día del padre",
      "2031-06-15T10:00",
      "2031-06-15T12:00",
      "SKU;Precio\n1002;200000\n1003;300000\n",
    );
    const before1002 = await price(1002);
    await cron("2031-06-15T10:00", id);
    expect(await price(1003)).toBe(30_000_000);
    // An import changes 1003 while the list is live.
    await setPrice(1003, 31_000_000);
    await cron("2031-06-15T12:00", id);
    expect(await price(1002)).toBe(before1002);
    expect(await price(1003)).toBe(31_000_000);
    const page = await (await catalogo.get(`/studio/catalogo/listas/${id}`)).text();
    expect(page).toContain("Un precio no volvió al anterior");
    expect(page).toContain("Se mantuvo $310.000");
  });
});

describe("a list's page cancels it before its start and ends it early while live", () => {
  it("cancels a scheduled list, which the cron then never applies; a started one cannot be cancelled", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const id = await created(
      catalogo,
      "Cancelable",
      "2031-02-01T10:00",
      "2031-02-01T12:00",
      "SKU;Precio\n2001;150000\n",
    );
    const before = await price(2001);
    // Past its start by the request's clock: refused.
    const late = await catalogo.post(`/studio/catalogo/listas/${id}`, form({ intent: "cancelar", revision: "1" }), {
      "X-Esencia-Reloj": instant("2031-02-01T10:30").toISOString(),
    });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("La lista ya empezó: no se puede cancelar, solo terminar.");
    const cancelled = await catalogo.post(`/studio/catalogo/listas/${id}`, form({ intent: "cancelar", revision: "1" }));
    expect(cancelled.status).toBe(303);
    expect(await catalogo.follow(cancelled)).toContain("Cancelada");
    expect((await listRow(id))?.cancelled_at).not.toBeNull();
    expect(await cron("2031-02-01T10:00", id)).toEqual([]);
    expect(await price(2001)).toBe(before);
    // A stale page's second post lands nothing.
    const stale = await catalogo.post(`/studio/catalogo/listas/${id}`, form({ intent: "cancelar", revision: "1" }));
    expect(stale.status).toBe(409);
  });

  it("'Terminar ahora' on a live list puts the prices back at once, and the cron then does nothing", async () => {
    const catalogo = await staff("catalogo@esencia.demo");
    const id = await created(
      catalogo,
      "Terminable",
      "2031-03-01T10:00",
      "2031-03-01T12:00",
      "SKU;Precio\n1801;90000\n",
    );
    const before = await price(1801);
    await cron("2031-03-01T10:00", id);
    expect(await price(1801)).toBe(9_000_000);
    const { revision } = (await listRow(id))!;
    const ended = await catalogo.post(
      `/studio/catalogo/listas/${id}`,
      form({ intent: "terminar", revision: String(revision) }),
      { "X-Esencia-Reloj": instant("2031-03-01T11:00").toISOString() },
    );
    expect(ended.status).toBe(303);
    expect(await price(1801)).toBe(before);
    expect((await listRow(id))?.finished_at).not.toBeNull();
    expect(await cron("2031-03-01T12:00", id)).toEqual([]);
    expect(await price(1801)).toBe(before);
  });
});
