// Spec storefront-shell §2.5: a mega-menu column list and an exclusive-brands module ('Marcas
// Exclusivas' by default) share one panel; two headings with one title cannot be told apart.
import { describe, expect, it } from "vitest";
import header from "../../content/header.json";
import { HeaderSchema } from "./shell";

describe("HeaderSchema", () => {
  it("accepts the shipped header", () => {
    expect(HeaderSchema.safeParse(header).success).toBe(true);
  });

  it("refuses a panel whose column repeats the exclusive-brands title, whatever the case", () => {
    const repeated = structuredClone(header);
    const item = repeated.linksBar.find((entry) => entry.exclusiveBrands)!;
    item.columns[0]!.title = item.exclusiveBrands!.title.toLowerCase();
    const result = HeaderSchema.safeParse(repeated);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/repite el título/);
  });
});
