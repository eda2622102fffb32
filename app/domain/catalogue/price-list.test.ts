// Decision 129: "a list that overlaps another in time AND shares a SKU with it is refused, naming the
// other"; a list is 'Programada' before its start, 'Vigente' from its start until its end
// (exclusive), 'Terminada' from its end, 'Cancelada' once cancelled; "an item's price must be above 0
// and not above the SKU's list price"; at the end the previous price comes back "unless the price was
// changed by someone else meanwhile (then keep theirs)".
import { describe, expect, it } from "vitest";

import {
  clashingList,
  listMinutesOf,
  priceListItemsOf,
  priceListState,
  revertOutcome,
  windowsOverlap,
  type KnownSku,
} from "./price-list";

const start = "2031-03-10T13:00:00.000Z"; // 10:00 in Buenos Aires
const end = "2031-03-10T15:00:00.000Z"; // 12:00

describe("a list's state at a moment", () => {
  it.each([
    ["a minute before its start", "2031-03-10T12:59:00.000Z", null, "scheduled"],
    ["at its start", start, null, "live"],
    ["a millisecond before its end", "2031-03-10T14:59:59.999Z", null, "live"],
    ["at its end (exclusive)", end, null, "ended"],
    ["long after", "2032-01-01T00:00:00.000Z", null, "ended"],
    ["cancelled, before its start", "2031-03-10T12:00:00.000Z", "2031-03-01T00:00:00.000Z", "cancelled"],
    ["cancelled, during its minutes", "2031-03-10T14:00:00.000Z", "2031-03-01T00:00:00.000Z", "cancelled"],
  ] as const)("%s", (_, now, cancelledAt, expected) => {
    expect(priceListState({ startsAt: start, endsAt: end, cancelledAt }, new Date(now))).toBe(expected);
  });

  it.each([
    [
      "applied by the cron, by a clock a little behind",
      "2031-03-10T12:59:59.000Z",
      "2031-03-10T13:00:00.000Z",
      null,
      "live",
    ],
    [
      "put back, by a clock a little behind",
      "2031-03-10T14:59:59.000Z",
      "2031-03-10T13:00:00.000Z",
      "2031-03-10T15:00:00.000Z",
      "ended",
    ],
    [
      "closed without applying (the cron missed it)",
      "2031-03-10T12:00:00.000Z",
      null,
      "2031-03-10T16:00:00.000Z",
      "ended",
    ],
  ] as const)("%s", (_, now, appliedAt, finishedAt, expected) => {
    expect(
      priceListState({ startsAt: start, endsAt: end, cancelledAt: null, appliedAt, finishedAt }, new Date(now)),
    ).toBe(expected);
  });
});

const at = (hours: string) => `2031-03-10T${hours}:00.000Z`;

describe("two lists' minutes overlap", () => {
  it.each([
    ["the same minutes", [at("13:00"), at("15:00")], [at("13:00"), at("15:00")], true],
    ["one inside the other", [at("13:00"), at("15:00")], [at("13:30"), at("14:00")], true],
    ["one starts before the other ends", [at("13:00"), at("15:00")], [at("14:59"), at("16:00")], true],
    ["one starts when the other ends", [at("13:00"), at("15:00")], [at("15:00"), at("16:00")], false],
    ["one ends when the other starts", [at("13:00"), at("15:00")], [at("11:00"), at("13:00")], false],
    ["apart", [at("13:00"), at("15:00")], [at("17:00"), at("18:00")], false],
  ] as const)("%s", (_, [aStart, aEnd], [bStart, bEnd], expected) => {
    const a = { startsAt: aStart, endsAt: aEnd };
    const b = { startsAt: bStart, endsAt: bEnd };
    expect(windowsOverlap(a, b)).toBe(expected);
    expect(windowsOverlap(b, a)).toBe(expected);
  });
});

describe("a list that would fight another over a SKU's price", () => {
  const hotSale = { id: "hot-sale", name: "Hot Sale", startsAt: at("13:00"), endsAt: at("15:00"), skuIds: [1, 2] };
  const cyber = { id: "cyber", name: "Cyber Monday", startsAt: at("15:00"), endsAt: at("18:00"), skuIds: [1] };
  it.each([
    ["overlapping minutes and a shared SKU: refused, naming the other", at("14:00"), at("16:00"), [2, 3], "hot-sale"],
    ["overlapping minutes, other SKUs: allowed", at("14:00"), at("16:00"), [3, 4], null],
    ["a shared SKU, other minutes: allowed", at("18:00"), at("20:00"), [1, 2], null],
    ["touching minutes, a shared SKU: allowed", at("12:00"), at("13:00"), [1], null],
    ["overlapping both, the first named", at("14:00"), at("16:00"), [1], "hot-sale"],
  ] as const)("%s", (_, startsAt, endsAt, skuIds, expected) => {
    expect(clashingList({ startsAt, endsAt, skuIds }, [hotSale, cyber])?.list.id ?? null).toBe(expected);
  });

  it("says which SKUs are shared", () => {
    expect(clashingList({ startsAt: at("14:00"), endsAt: at("16:00"), skuIds: [2, 1, 9] }, [hotSale])?.skuIds).toEqual([
      1, 2,
    ]);
  });
});

describe("the form's minutes", () => {
  const now = new Date("2031-03-01T12:00:30.000Z");
  it.each([
    [
      "Buenos Aires minutes become UTC instants",
      "2031-03-10T10:00",
      "2031-03-10T12:00",
      { ok: true, startsAt: start, endsAt: end },
    ],
    [
      "the present minute may start a list",
      "2031-03-01T09:00",
      "2031-03-01T10:00",
      { ok: true, startsAt: "2031-03-01T12:00:00.000Z", endsAt: "2031-03-01T13:00:00.000Z" },
    ],
    [
      "a start that passed",
      "2031-03-01T08:59",
      "2031-03-10T12:00",
      { ok: false, errors: { startsAt: "El inicio ya pasó: elegí un minuto a partir de ahora." } },
    ],
    [
      "an end at the start",
      "2031-03-10T10:00",
      "2031-03-10T10:00",
      { ok: false, errors: { endsAt: "El fin tiene que ser posterior al inicio." } },
    ],
    [
      "an end before the start",
      "2031-03-10T10:00",
      "2031-03-10T09:00",
      { ok: false, errors: { endsAt: "El fin tiene que ser posterior al inicio." } },
    ],
    [
      "a day the month lacks",
      "2031-11-31T10:00",
      "2031-12-01T12:00",
      { ok: false, errors: { startsAt: "Ingresá un día y una hora que existan (por ejemplo 10/03/2031 10:00)." } },
    ],
    [
      "nothing typed",
      "",
      "",
      {
        ok: false,
        errors: { startsAt: "Ingresá el día y la hora de inicio.", endsAt: "Ingresá el día y la hora de fin." },
      },
    ],
  ] as const)("%s", (_, startsAt, endsAt, expected) => {
    expect(listMinutesOf({ startsAt, endsAt }, now)).toEqual(expected);
  });
});

describe("a price file's rows as a list's items", () => {
  const sku = (skuId: number, ean: string | null, listPriceCents: number | null): KnownSku => ({
    skuId,
    ean,
    productId: skuId * 10,
    priceCents: listPriceCents === null ? null : listPriceCents - 1000,
    listPriceCents,
  });
  const known = [sku(1, "7791234000011", 1_000_000), sku(2, null, 500_000), sku(3, null, null), sku(4, null, 300_000)];
  const catalogue = {
    byId: new Map(known.map((entry) => [entry.skuId, entry])),
    byEan: new Map(known.filter((entry) => entry.ean).map((entry) => [entry.ean!, entry])),
  };
  const row = (line: number, skuId: number | null, priceCents: number | null, ean: string | null = null) => ({
    line,
    skuId,
    ean,
    priceCents,
  });

  it("reads the SKU by id or by EAN, and keeps the price the SKU has now", () => {
    expect(priceListItemsOf([row(2, 1, 800_000)], catalogue)).toEqual({
      ok: true,
      items: [{ skuId: 1, priceCents: 800_000, shownCents: 999_000 }],
    });
    expect(priceListItemsOf([row(2, null, 800_000, "7791234000011")], catalogue)).toEqual({
      ok: true,
      items: [{ skuId: 1, priceCents: 800_000, shownCents: 999_000 }],
    });
  });

  it.each([
    ["an unknown SKU", row(2, 99, 100), { line: 2, column: "SKU", message: "No existe el SKU 99." }],
    ["an unknown EAN", row(2, null, 100, "000"), { line: 2, column: "EAN", message: "No hay un SKU con el EAN 000." }],
    ["neither SKU nor EAN", row(2, null, 100), { line: 2, column: "SKU", message: "Falta el SKU o el EAN." }],
    ["no price", row(2, 1, null), { line: 2, column: "Precio", message: "Falta el precio." }],
    ["a price of 0", row(2, 1, 0), { line: 2, column: "Precio", message: "El precio tiene que ser mayor que 0." }],
    [
      "a negative price",
      row(2, 1, -100),
      { line: 2, column: "Precio", message: "El precio tiene que ser mayor que 0." },
    ],
    [
      "a price above the list price",
      row(2, 2, 500_100),
      { line: 2, column: "Precio", message: "El precio ($5.001) supera el precio de lista del SKU 2 ($5.000)." },
    ],
    [
      "a SKU the store has no price for",
      row(2, 3, 100),
      { line: 2, column: "SKU", message: "El SKU 3 no tiene precio en la tienda." },
    ],
  ] as const)("refuses %s, by line", (_, bad, problem) => {
    expect(priceListItemsOf([row(1, 4, 200_000), bad], catalogue)).toEqual({ ok: false, problems: [problem] });
  });

  it("accepts a price equal to the list price", () => {
    expect(priceListItemsOf([row(2, 2, 500_000)], catalogue).ok).toBe(true);
  });

  it("refuses a file without prices (no 'Precio' column)", () => {
    expect(priceListItemsOf([row(2, 1, null), row(3, 2, null)], catalogue)).toEqual({
      ok: false,
      problems: [
        { line: 1, column: "Precio", message: "El archivo no tiene precios: una lista necesita la columna «Precio»." },
      ],
    });
  });

  it("refuses a SKU twice, naming the first line, and a file without rows", () => {
    expect(priceListItemsOf([row(2, 1, 100), row(5, null, 200, "7791234000011")], catalogue)).toEqual({
      ok: false,
      problems: [{ line: 5, column: "SKU", message: "El SKU 1 ya está en la línea 2." }],
    });
    expect(priceListItemsOf([], catalogue)).toEqual({
      ok: false,
      problems: [{ line: 1, column: "SKU", message: "El archivo no tiene filas." }],
    });
  });
});

describe("what the end puts back", () => {
  it.each([
    ["the price is still the list's: the previous one comes back", 80_000, { restore: true, toCents: 100_000 }],
    ["someone changed it meanwhile: theirs stays", 90_000, { restore: false, keptCents: 90_000 }],
    ["someone set it back by hand: theirs stays", 100_000, { restore: false, keptCents: 100_000 }],
    ["the price row is gone: nothing to put back", null, { restore: false, keptCents: null }],
  ] as const)("%s", (_, current, expected) => {
    expect(revertOutcome({ priceCents: 80_000, previousCents: 100_000 }, current)).toEqual(expected);
  });
});
