// Issue "Done when": "submit unchanged → byte-identical JSON"; decision 073: a changed form is
// rebuilt from its text, what was not changed comes back as it was stored.
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { Color, Dimension, Href } from "../../content/primitives";
import { fromLocalInput, toLocalInput } from "./date-time";
import { documentFromForm, numberFrom } from "./document-value";
import { formValueOf } from "./form-value";
import { slotOf } from "./shape";

const Banner = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  width: Dimension,
  gap: z.number().min(0).default(16),
  enabled: z.boolean().default(true),
  color: Color.optional(),
  link: z.object({ url: Href, newTab: z.boolean().default(false) }).optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});
const slot = slotOf(Banner);
const shown = (value: unknown) => formValueOf(slot, value, "document") as Record<string, unknown>;
const posted = (value: unknown, change: Record<string, unknown>) => ({ ...shown(value), ...change });

describe("documentFromForm", () => {
  it.each([
    ["unchanged: the stored value itself", { title: "A", width: "1280" }, {}, { title: "A", width: "1280" }],
    ["a size typed as a number is stored as one", { title: "A" }, { width: "1280" }, { title: "A", width: 1280 }],
    ["a size typed as text stays text", { title: "A" }, { width: "100%" }, { title: "A", width: "100%" }],
    ["an emptied optional text is left out", { title: "A", subtitle: "B" }, { subtitle: "" }, { title: "A" }],
    ["a default left as it was stays out", { title: "A" }, { title: "B" }, { title: "B" }],
    ["a default changed is written", { title: "A" }, { gap: "24" }, { title: "A", gap: 24 }],
    ["an unchecked box is false", { title: "A" }, { enabled: undefined }, { title: "A", enabled: false }],
    ["a decimal comma is a decimal point", { title: "A" }, { gap: "2,5" }, { title: "A", gap: 2.5 }],
    [
      "text where a number goes is kept, for the schema to refuse",
      { title: "A" },
      { gap: "mucho" },
      { title: "A", gap: "mucho" },
    ],
    ["a colour is trimmed", { title: "A" }, { color: " #fff " }, { title: "A", color: "#fff" }],
    [
      "an optional object left blank is left out",
      { title: "A", link: { url: "/x" } },
      { link: { url: "" } },
      { title: "A" },
    ],
    [
      "a Buenos Aires time is stored with its offset",
      { title: "A" },
      { at: "2025-11-02T21:50" },
      { title: "A", at: "2025-11-02T21:50:00-03:00" },
    ],
    ["the stored key order is kept", { width: 1, title: "A" }, { title: "B" }, { width: 1, title: "B" }],
    [
      "fields the schema does not know ride along",
      { note: "x", title: "A" },
      { title: "B" },
      { note: "x", title: "B" },
    ],
  ])("%s", (_, stored, change, expected) => {
    expect(JSON.stringify(documentFromForm(slot, posted(stored, change) as never, stored))).toBe(
      JSON.stringify(expected),
    );
  });

  it("an item moved in a list is the stored item, byte for byte", () => {
    const list = slotOf(z.array(Banner));
    const stored = [
      { title: "A", width: "10" },
      { gap: 16, title: "B" },
    ];
    const form = formValueOf(list, stored, "document") as unknown[];
    expect(documentFromForm(list, [form[1], form[0]] as never, stored)).toEqual([stored[1], stored[0]]);
    expect(JSON.stringify(documentFromForm(list, [form[1], form[0]] as never, stored))).toBe(
      JSON.stringify([stored[1], stored[0]]),
    );
  });
});

describe("numberFrom", () => {
  it.each([
    ["1280", 1280],
    ["0.2", 0.2],
    ["0,2", 0.2],
    [" 16 ", 16],
    ["-3", -3],
    ["1e3", 1000],
    ["12px", null],
    ["", null],
  ])("%s", (text, expected) => expect(numberFrom(text)).toBe(expected));
});

describe("Buenos Aires date and time (decision 073)", () => {
  it.each([
    ["2025-11-02T21:50:00-03:00", "2025-11-02T21:50"],
    ["2025-11-03T00:50:00Z", "2025-11-02T21:50"],
    ["2026-12-24T00:00:30-03:00", "2026-12-24T00:00:30"],
    ["no es una fecha", "no es una fecha"],
  ])("%s shows as %s", (iso, local) => expect(toLocalInput(iso)).toBe(local));

  it.each([
    ["2025-11-02T21:50", "2025-11-02T21:50:00-03:00"],
    ["2026-12-24T00:00:30", "2026-12-24T00:00:30-03:00"],
    ["24/12/2026", null],
  ])("%s is stored as %s", (local, iso) => expect(fromLocalInput(local)).toBe(iso));
});
