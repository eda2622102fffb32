// Issue "An editor per document, generated from the document's runtime zod schema" with widgets
// for text, markdown, colour, number, boolean, enum, date-time, link, image and arrays of sections
// and items (decision 073: walked from the schema, widgets marked on schema instances).
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { Home } from "../../content/page";
import { Color, Dimension, Href, ImageSchema, Markdown } from "../../content/primitives";
import { sectionSchemas } from "../../content/sections";
import { InfocardItemSchema } from "../../content/sections/infocards";
import { ProductShelfSchema } from "../../content/sections/products";
import { slotOf } from "./shape";

describe("slotOf", () => {
  it.each([
    ["markdown", Markdown, { kind: "text", widget: "markdown" }],
    ["markdown with its own minimum", Markdown.min(1), { kind: "text", widget: "markdown" }],
    ["a colour with a default", Color.default("#fff"), { kind: "text", widget: "color", trim: true }],
    ["a link", Href.optional(), { kind: "text", widget: "href" }],
    ["a date and time with its offset", z.iso.datetime({ offset: true }), { kind: "text", widget: "dateTime" }],
    ["a long text", z.string().max(2_000), { kind: "text", widget: "longText" }],
    ["a plain text", z.string().min(1), { kind: "text", widget: "text", trim: false }],
    ["an integer", z.number().int().positive(), { kind: "number", integer: true }],
    ["a number", z.number().min(0), { kind: "number", integer: false }],
    ["a banner size, number or text", Dimension, { kind: "numberOrText" }],
    [
      "an id kept as typed (its transform is the reader's)",
      z.union([z.string(), z.number()]).transform(String),
      { kind: "numberOrText" },
    ],
    ["an enum", z.enum(["left", "right"]), { kind: "enum", options: ["left", "right"] }],
    ["a boolean", z.boolean().default(true), { kind: "boolean" }],
    ["an image", ImageSchema, { kind: "object", image: true }],
    ["an image with sizes as numbers or text", InfocardItemSchema.shape.image, { kind: "object", image: true }],
    ["a map of rates", z.record(z.string(), z.number()), { kind: "record" }],
  ])("%s", (_, schema, expected) => {
    expect(slotOf(schema as z.ZodType).shape).toMatchObject(expected);
  });

  it("keeps whether a field may be absent and the default the reader applies", () => {
    expect(slotOf(Color.default("#fff"))).toMatchObject({ optional: false, hasDefault: true, defaultValue: "#fff" });
    expect(slotOf(Href.optional())).toMatchObject({ optional: true, hasDefault: false });
    expect(slotOf(z.array(z.string()).length(4)).shape).toMatchObject({ kind: "array", min: 4 });
  });

  it("tells page sections apart by `type`, one variant per section type", () => {
    const sections = slotOf(Home.write).shape;
    if (sections.kind !== "object") throw new Error("a page is an object");
    const list = sections.fields.find((field) => field.key === "sections")!.shape;
    if (list.kind !== "array" || list.item.shape.kind !== "variants") throw new Error("sections are variants");
    expect(list.item.shape.discriminator).toBe("type");
    expect([...list.item.shape.variants.keys()].sort()).toEqual(Object.keys(sectionSchemas).sort());
  });

  it("tells a shelf's product sources apart by `kind`", () => {
    expect(slotOf(ProductShelfSchema.shape.source).shape).toMatchObject({ kind: "variants", discriminator: "kind" });
  });

  it("carries a schema's one pattern and its message, for the browser to check sooner", () => {
    expect(slotOf(Color).shape).toMatchObject({
      pattern: {
        source: expect.stringContaining("#[0-9a-f]{3,8}"),
        flags: "i",
        message: "debe ser un color CSS (#rrggbb, rgb(…) o un nombre)",
      },
    });
    expect(slotOf(z.string().min(1)).shape).not.toHaveProperty("pattern");
  });

  it("walks a schema once", () => {
    expect(slotOf(ImageSchema)).toBe(slotOf(ImageSchema));
  });
});
