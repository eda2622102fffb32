// 'Pedidos' (app/features/desk/order-list.server.ts, decision 120) against real local D1. Issue
// "Pedidos": "a list filtered by payment state, fulfilment state, shipping option, date range and free
// text (order number, e-mail, DNI, name), newest first, paged … CSV export of the filtered list for
// accounting, with cells that a spreadsheet would run as a formula escaped".
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { orderListCopy, orderListRequestOf } from "../../app/domain/orders/order-list";
import { forbiddenMessage } from "../../app/features/studio/staff.server";
import { orderListQuery } from "../../app/ports/order-list.server";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";
import { texts } from "./html";

const password = "Esencia-Demo-2026";
const orders = 130;
const firstNumber = 100001;
const hostileName = '=HYPERLINK("http://malo.test","Ver")';

const paymentStates = ["approved", "pending", "rejected", "refunded"] as const;
const statuses = ["recibido", "preparando", "enviado", "entregado", "cancelado"] as const;
const shipping = [
  ["standard", "Estándar"],
  ["pickup", "Retiro en tienda"],
  ["express", "Express"],
] as const;
const names = [
  ["Ana", "García"],
  ["Juan", "Pérez"],
  ["Lucía", "Gómez"],
  ["María José", "de la Fuente"],
] as const;

type Seeded = {
  number: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  document: string;
  paymentState: string;
  status: string;
  shippingOption: string;
};

/** One order an hour from 2026-11-01 00:00 in Buenos Aires (03:00 UTC), every trait in turn. */
const seeded: Seeded[] = Array.from({ length: orders }, (_, index) => {
  const [firstName, lastName] = index === 9 ? [hostileName, "Ruiz"] : names[index % names.length]!;
  return {
    number: firstNumber + index,
    createdAt: new Date(Date.UTC(2026, 10, 1, 3 + index)).toISOString(),
    firstName,
    lastName,
    email: `cliente${index}@correo.test`,
    document: String(30_000_000 + index),
    paymentState: paymentStates[index % paymentStates.length]!,
    status: statuses[index % statuses.length]!,
    shippingOption: shipping[index % shipping.length]![0],
  };
});

beforeAll(async () => {
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
  await env.DB.batch(
    seeded.map((order) =>
      env.DB.prepare(
        `INSERT INTO orders (id, number, email, first_name, last_name, document, phone, postal_code, shipping_option,
           shipping_name, shipping_price_cents, shipping_days, payment_method, items_cents, total_cents, status,
           payment_state, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, '1155550000', 'C1425ABC', ?7, ?8, 0, 3, 'mercadopago', 1234500, 1234500, ?9, ?10, ?11)`,
      ).bind(
        `lista-${order.number}`,
        order.number,
        order.email,
        order.firstName,
        order.lastName,
        order.document,
        order.shippingOption,
        shipping.find(([id]) => id === order.shippingOption)![1],
        order.status,
        order.paymentState,
        order.createdAt,
      ),
    ),
  );
});

async function signedIn(email: string) {
  const browser = new Browser();
  const response = await browser.post("/studio/entrar", form({ email, password, redirectTo: "/studio" }));
  expect(response.status).toBe(303);
  return browser;
}

let operator: Browser;
beforeAll(async () => {
  operator = await signedIn("operaciones@esencia.demo");
});

const unescape = (href: string) => href.replaceAll("&amp;", "&");

/** A page of the list: its rows' numbers, its paging links and its field errors. */
async function listPage(path: string) {
  const response = await operator.get(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const link = (label: string) => {
    const found = new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${label}</a>`).exec(html)?.[1];
    return found ? unescape(found) : null;
  };
  return {
    html,
    numbers: (await texts(new Response(html), "tbody th")).map(Number),
    errors: await texts(new Response(html), ".field-error"),
    older: link("Más antiguos"),
    newer: link("Más nuevos"),
    csv: link("Descargar CSV"),
  };
}

const numbersWhere = (keep: (order: Seeded) => boolean) =>
  seeded
    .filter(keep)
    .map((order) => order.number)
    .sort((a, b) => b - a);

/** Every page of a filter, following 'Más antiguos'. */
async function allPages(path: string) {
  const pages: number[][] = [];
  for (let next: string | null = path; next;) {
    const page = await listPage(next);
    pages.push(page.numbers);
    next = page.older;
  }
  return pages;
}

describe("the list", () => {
  it("shows every order newest first, 50 a page, with no gap or repeat across pages", async () => {
    const pages = await allPages("/studio/pedidos");
    expect(pages.map((page) => page.length)).toEqual([50, 50, 30]);
    expect(pages.flat()).toEqual(numbersWhere(() => true));
  });

  it("goes back with 'Más nuevos' to the very page it came from", async () => {
    const first = await listPage("/studio/pedidos?estado=enviado");
    expect(first.newer).toBeNull();
    const second = await listPage("/studio/pedidos?estado=enviado&antes=100101");
    expect(second.newer).not.toBeNull();
    const back = await listPage(second.newer!);
    expect(back.numbers).toEqual(
      numbersWhere((order) => order.status === "enviado" && order.number >= 100101).slice(-50),
    );
    const top = await listPage("/studio/pedidos");
    const fromSecond = await listPage((await listPage(top.older!)).newer!);
    expect(fromSecond.numbers).toEqual(top.numbers);
    expect(fromSecond.newer).toBeNull();
  });

  it("links each order's number to its page", async () => {
    const { html } = await listPage("/studio/pedidos?q=100130");
    expect(html).toMatch(/<a [^>]*href="\/studio\/pedidos\/100130"[^>]*>100130<\/a>/);
  });

  it.each<[string, string, (order: Seeded) => boolean]>([
    ["a payment state", "pago=refunded", (order) => order.paymentState === "refunded"],
    ["a fulfilment state", "estado=cancelado", (order) => order.status === "cancelado"],
    ["a shipping option", "envio=pickup", (order) => order.shippingOption === "pickup"],
    [
      "all three",
      "pago=approved&estado=recibido&envio=standard",
      (order) =>
        order.paymentState === "approved" && order.status === "recibido" && order.shippingOption === "standard",
    ],
    // 2026-11-02 in Buenos Aires runs 03:00 UTC on the 2nd to 03:00 UTC on the 3rd: orders 25 to 48.
    [
      "a Buenos Aires day",
      "desde=2026-11-02&hasta=2026-11-02",
      (order) => order.createdAt >= "2026-11-02T03:00" && order.createdAt < "2026-11-03T03:00",
    ],
    ["from a day on", "desde=2026-11-05", (order) => order.createdAt >= "2026-11-05T03:00"],
    [
      "up to a day",
      "hasta=2026-11-01&pago=approved",
      (order) => order.createdAt < "2026-11-02T03:00" && order.paymentState === "approved",
    ],
    ["an order number", "q=100042", (order) => order.number === 100042],
    ["an order number as printed", "q=N%C2%B0+100.042", (order) => order.number === 100042],
    ["a DNI with dots", "q=30.000.017", (order) => order.document === "30000017"],
    ["an e-mail, in any case", "q=Cliente9%40Correo.test", (order) => order.email === "cliente9@correo.test"],
    ["a last name's start, in any case", "q=g%C3%B3m", (order) => order.lastName === "Gómez"],
    ["a last name typed without its accent", "q=GOMEZ", (order) => order.lastName === "Gómez"],
    ["a first name typed without its accent", "q=lucia", (order) => order.firstName === "Lucía"],
    ["a first and a last name", "q=ana+garc", (order) => order.firstName === "Ana"],
    ["a name of two words", "q=mar%C3%ADa+jos%C3%A9", (order) => order.firstName === "María José"],
    ["a last name of three words", "q=de+la+fuente", (order) => order.lastName === "de la Fuente"],
    ["a number and a state", "q=100042&estado=enviado", () => false],
    ["a name nobody has", "q=Zoe", () => false],
  ])("filters by %s", async (_, query, keep) => {
    const expected = numbersWhere(keep);
    const pages = await allPages(`/studio/pedidos?${query}`);
    expect(pages.flat()).toEqual(expected);
    const { html, errors } = await listPage(`/studio/pedidos?${query}`);
    expect(errors).toEqual([]);
    if (expected.length === 0) expect(html).toContain("No hay pedidos que coincidan con el filtro.");
  });

  it("answers a bad value with a message beside its field and still lists, filtered by the rest", async () => {
    const page = await listPage("/studio/pedidos?pago=pagadisimo&estado=entregado&desde=2026-13-01&q=");
    expect(page.errors).toEqual([orderListCopy.paymentState, orderListCopy.date]);
    expect(page.numbers).toEqual(numbersWhere((order) => order.status === "entregado").slice(0, 50));
    expect(page.html).toContain('value="2026-13-01"');
    expect(page.html).toMatch(/aria-invalid="true"[^>]*name="pago"|name="pago"[^>]*aria-invalid="true"/);
  });

  it("keeps the filter in the paging and CSV links", async () => {
    const page = await listPage("/studio/pedidos?estado=enviado&q=ana");
    expect(page.csv).toBe("/studio/pedidos.csv?estado=enviado&q=ana");
  });
});

describe("every filter reads along an index (migrations/0020_order_list.sql), never the whole table", () => {
  it.each([
    ["", /SEARCH orders USING (COVERING )?INDEX sqlite_autoindex_orders_2 \(number<\?\)/],
    [
      "pago=pending",
      /SEARCH orders USING (COVERING )?INDEX orders_by_payment_state \(payment_state=\? AND number<\?\)/,
    ],
    ["estado=enviado", /SEARCH orders USING (COVERING )?INDEX orders_by_status \(status=\? AND number<\?\)/],
    [
      "envio=pickup",
      /SEARCH orders USING (COVERING )?INDEX orders_by_shipping_option \(shipping_option=\? AND number<\?\)/,
    ],
    ["desde=2026-11-02&hasta=2026-11-03", /SEARCH orders USING INDEX orders_by_created_at/],
    ["q=100042", /SEARCH orders USING INDEX orders_by_document \(document=\?\)/],
    ["q=cliente9%40correo.test", /SEARCH orders USING INDEX orders_by_email \(email=\?\)/],
    ["q=gonzalez", /SEARCH orders USING INDEX orders_by_last_name \(<expr>>\? AND <expr><\?\)/],
    ["q=ana+garcia", /SEARCH orders USING INDEX orders_by_first_name \(<expr>>\? AND <expr><\?\)/],
    [
      "q=gonzalez&estado=cancelado&pago=refunded",
      /SEARCH orders USING INDEX orders_by_last_name \(<expr>>\? AND <expr><\?\)/,
    ],
    ["q=cliente9%40correo.test&envio=pickup", /SEARCH orders USING INDEX orders_by_email \(email=\?\)/],
  ])("%s", async (query, plan) => {
    const { sql, values } = orderListQuery(
      orderListRequestOf(new URLSearchParams(query)).filter,
      { before: 100100 },
      51,
    );
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...values)
      .all<{ detail: string }>();
    const details = results.map((row) => row.detail).join("\n");
    expect(details).toMatch(plan);
    expect(details).not.toMatch(/^SCAN orders$/m);
  });
});

describe("the CSV", () => {
  it("is every order of the filter, a download with a BOM, ';' between cells and formulas defused", async () => {
    const response = await operator.get("/studio/pedidos.csv?envio=standard");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("Número;Fecha;Cliente;Email;DNI;Total;Estado del pago;Estado del pedido;Envío");
    const rows = lines.slice(1, -1);
    expect(rows.map((line) => Number(line.split(";")[0]))).toEqual(
      numbersWhere((order) => order.shippingOption === "standard"),
    );
    // Order 100010 (the tenth, 09:00 in Buenos Aires) carries the hostile name.
    expect(rows.find((line) => line.startsWith("100010;"))).toBe(
      `100010;01/11/2026 09:00;"'=HYPERLINK(""http://malo.test"",""Ver"") Ruiz";cliente9@correo.test;30000009;12345,00;Pago pendiente;Cancelado;Estándar`,
    );
  });

  it("holds all pages of an unfiltered list", async () => {
    const text = await (await operator.get("/studio/pedidos.csv")).text();
    expect(text.split("\r\n").length - 2).toBe(orders);
  });
});

describe("who may see it", () => {
  it("refuses an editor with a 403, the list and the CSV alike", async () => {
    const editor = await signedIn("editor@esencia.demo");
    for (const path of ["/studio/pedidos", "/studio/pedidos.csv"]) {
      const response = await editor.get(path);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(forbiddenMessage("editor", "pedidos"));
    }
  });

  it("sends someone signed out to the sign-in form", async () => {
    const response = await new Browser().get("/studio/pedidos.csv?estado=enviado");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      "/studio/entrar?redirectTo=%2Fstudio%2Fpedidos.csv%3Festado%3Denviado",
    );
  });

  it("lets an admin in", async () => {
    const admin = await signedIn("admin@esencia.demo");
    expect((await admin.get("/studio/pedidos")).status).toBe(200);
  });
});
