// Issue "Pedidos": "a list filtered by payment state, fulfilment state, shipping option, date range and
// free text (order number, e-mail, DNI, name), newest first, paged" — the form read field by field
// (decision 120).
import { describe, expect, it } from "vitest";

import {
  createdAtRange,
  cursorOf,
  foldName,
  orderListCopy,
  orderListRequestOf,
  orderListSearch,
  textQueryOf,
  type OrderListField,
} from "./order-list";

const requestOf = (query: string) => orderListRequestOf(new URLSearchParams(query));

describe("the free text says what it is looking for", () => {
  it.each([
    ["an order number", "100051", { kind: "number-or-document", digits: "100051" }],
    ["an order number as the page prints it", "N° 100.051", { kind: "number-or-document", digits: "100051" }],
    ["an order number with a hash", "#100051", { kind: "number-or-document", digits: "100051" }],
    ["a DNI with dots", "30.123.456", { kind: "number-or-document", digits: "30123456" }],
    ["a DNI with spaces around", "  30123456 ", { kind: "number-or-document", digits: "30123456" }],
    ["an e-mail, lower-cased as orders keep it", "Ana@Correo.test", { kind: "email", email: "ana@correo.test" }],
    ["a first name, its accents folded", "Lucía", { kind: "name", words: ["Lucia"] }],
    ["a full name", "ana  garcía", { kind: "name", words: ["ana", "garcia"] }],
    ["a name with ñ and capitals", "MUÑOZ Ñandú", { kind: "name", words: ["MUnOZ", "nandu"] }],
    ["a name typed without accents", "gonzalez", { kind: "name", words: ["gonzalez"] }],
    ["a name with a number inside", "ana 2", { kind: "name", words: ["ana", "2"] }],
    ["nothing", "   ", null],
  ])("%s: %j", (_, text, expected) => expect(textQueryOf(text)).toEqual(expected));
});

describe("each field is checked alone: a bad one shows its message and filters nothing", () => {
  it.each<[string, string, Partial<Record<OrderListField, string>>, object]>([
    ["no filter", "", {}, {}],
    [
      "every filter",
      "pago=approved&estado=enviado&envio=pickup&desde=2026-11-01&hasta=2026-11-28&q=100051",
      {},
      {
        paymentState: "approved",
        status: "enviado",
        shippingOption: "pickup",
        from: "2026-11-01",
        to: "2026-11-28",
        text: { kind: "number-or-document", digits: "100051" },
      },
    ],
    ["empty fields, as a GET form sends them", "pago=&estado=&envio=&desde=&hasta=&q=", {}, {}],
    [
      "an unknown payment state",
      "pago=pagado&estado=enviado",
      { pago: orderListCopy.paymentState },
      { status: "enviado" },
    ],
    ["an unknown fulfilment state", "estado=perdido", { estado: orderListCopy.status }, {}],
    ["an unknown shipping option", "envio=drone", { envio: orderListCopy.shippingOption }, {}],
    ["a date that is not one", "desde=2026-02-30", { desde: orderListCopy.date }, {}],
    ["a date in another shape", "hasta=28/11/2026", { hasta: orderListCopy.date }, {}],
    [
      "'hasta' before 'desde'",
      "desde=2026-11-28&hasta=2026-11-01",
      { hasta: orderListCopy.dateOrder },
      { from: "2026-11-28" },
    ],
    ["a text too long", `q=${"a".repeat(101)}`, { q: orderListCopy.textTooLong }, {}],
    ["a payment state the labels know", "pago=partially_refunded", {}, { paymentState: "partially_refunded" }],
  ])("%s", (_, query, errors, filter) => {
    const request = requestOf(query);
    expect(request.errors).toEqual(errors);
    expect(request.filter).toEqual(filter);
  });

  it("keeps every value as typed, for the form to show again", () => {
    expect(requestOf("pago=pagado&q=%3DHYPERLINK(1)").values).toEqual({
      pago: "pagado",
      estado: "",
      envio: "",
      desde: "",
      hasta: "",
      q: "=HYPERLINK(1)",
    });
  });
});

describe("the keyset cursor is an order number, older or newer", () => {
  it.each([
    ["", null],
    ["antes=100051", { before: 100051 }],
    ["despues=100101", { after: 100101 }],
    ["antes=100051&despues=100101", { before: 100051 }],
    ["antes=0", null],
    ["antes=-3", null],
    ["antes=1e9", null],
    ["antes=abc&despues=7", { after: 7 }],
    [`antes=${"9".repeat(20)}`, null],
  ])("%s → %j", (query, expected) => expect(cursorOf(new URLSearchParams(query))).toEqual(expected));

  it("carries the filter as typed to the next page, and leaves empty fields out", () => {
    const { values } = requestOf("q=ana garcía&pago=approved&estado=&antes=5");
    expect(orderListSearch(values, { before: 100051 })).toBe("?pago=approved&q=ana+garc%C3%ADa&antes=100051");
    expect(orderListSearch(values, { after: 100101 })).toBe("?pago=approved&q=ana+garc%C3%ADa&despues=100101");
    expect(orderListSearch(requestOf("").values)).toBe("");
  });
});

describe("a Buenos Aires day (UTC−3 all year) bounds created_at, the end excluded", () => {
  it.each([
    [{}, {}],
    [{ from: "2026-11-28" }, { since: "2026-11-28T03:00:00.000Z" }],
    [{ to: "2026-11-28" }, { until: "2026-11-29T03:00:00.000Z" }],
    [{ to: "2026-12-31" }, { until: "2027-01-01T03:00:00.000Z" }],
    [
      { from: "2026-02-28", to: "2026-02-28" },
      { since: "2026-02-28T03:00:00.000Z", until: "2026-03-01T03:00:00.000Z" },
    ],
  ])("%j → %j", (filter, expected) => expect(createdAtRange(filter)).toEqual(expected));
});

describe("a name is folded as the index folds it: Spanish accents and ñ, never other letters", () => {
  it.each([
    ["González", "Gonzalez"],
    ["ÁLVAREZ", "aLVAREZ"],
    ["Núñez", "Nunez"],
    ["Güemes", "Guemes"],
    // 'í' typed as 'i' + a combining accent (some keyboards): composed first.
    ["Lu\u0063i\u0301a", "Lucia"],
    ["François", "François"],
  ])("%s → %s", (name, folded) => expect(foldName(name)).toBe(folded));
});
