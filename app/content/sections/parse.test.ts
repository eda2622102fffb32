// Spec storefront-shell §2.16 "Every section can be turned off with enabled=false"; §4.1 "A CMS
// section with no matching section type is skipped with a console warning"; §8 "Section render
// failure: section hidden, error logged"; §5 "Explore categories requires exactly 4 categories.
// Otherwise it logs 'La prop "categories" debe tener exactamente 4 elementos.' and renders nothing.";
// products-and-buying §8 "How-to-use without exactly 4 videos: logs 'HowToUseIt: La prop "videos"
// debe tener exactamente 4 elementos.' and renders nothing."
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSections } from "./parse";

const bannerText = { type: "bannerText", title: "Hasta 12 cuotas" };
const poster = { src: "/content/pdp/como-usar/pulso.svg", alt: "", width: 324, height: 454 };
const clip = { externalVideo: "https://youtu.be/Aq7Kp2Lm9Xw", imageDesktop: poster, alt: "Cómo aplicar tu perfume" };
const tile = { image: { src: "/content/x.svg", alt: "", width: 240, height: 240 }, text: "Fragancias", link: "/fragancias" };

afterEach(() => vi.restoreAllMocks());

describe("parseSections", () => {
  it("keeps valid sections in order with their position, applying defaults", () => {
    const result = parseSections([bannerText, { ...bannerText, title: "Envío gratis" }], "home");
    expect(result.map(({ section, index }) => [section.type, index])).toEqual([["bannerText", 0], ["bannerText", 1]]);
    expect(result[0]!.section).toMatchObject({ enabled: true, variant: "primary", colorVariant: "main" });
  });

  it("parses one copy of a document once, however many views show it (decision 083)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const copy = [{ type: "banner", image: { desktop: "roto" } }, bannerText];
    const first = parseSections(copy, "home");
    expect(parseSections(copy, "home")).toBe(first);
    expect(error).toHaveBeenCalledOnce();
    // A new copy (a publish) is parsed on its own.
    expect(parseSections([...copy], "home")).not.toBe(first);
  });

  it("keeps the promotion a banner or a promotions item links to, and refuses one that is no id (decision 122)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const item = { ...tile, promotion: "treinta-off-maquillaje" };
    const [banner, row] = parseSections(
      [
        { ...bannerText, promotion: "dos-por-uno-fragancias" },
        { type: "promotions", images: [item, tile] },
        { ...bannerText, promotion: "2x1 en fragancias" },
      ],
      "home",
    );
    expect(banner!.section).toMatchObject({ promotion: "dos-por-uno-fragancias" });
    expect(row!.section).toMatchObject({ images: [{ promotion: "treinta-off-maquillaje" }, { text: "Fragancias" }] });
    expect(error).toHaveBeenCalledOnce();
  });

  it("hides a section with enabled=false", () => {
    expect(parseSections([{ ...bannerText, enabled: false }, bannerText], "home").map(({ index }) => index)).toEqual([1]);
  });

  it("skips an unknown type with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseSections([{ type: "carruselMagico" }, bannerText], "home")).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'carruselMagico'"));
  });

  it("skips and logs a section with a bad field, keeping the rest", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { type: "banner", image: { desktop: { src: "/x.svg", alt: "", width: "ancho", height: 200 } } };
    expect(parseSections([broken, bannerText], "home").map(({ section }) => section.type)).toEqual(["bannerText"]);
    expect(error).toHaveBeenCalledOnce();
  });

  it("explore categories without exactly 4 categories logs the spec's message and renders nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseSections([{ type: "exploreCategories", title: "Explorá", categories: [tile, tile, tile] }], "home")).toEqual([]);
    expect(JSON.stringify(error.mock.calls[0])).toContain('La prop \\"categories\\" debe tener exactamente 4 elementos.');
  });

  it("how-to-use without exactly 4 videos logs the spec's message and renders nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseSections([{ type: "howToUse", videos: [clip, clip, clip] }], "pdp")).toEqual([]);
    expect(JSON.stringify(error.mock.calls[0])).toContain('HowToUseIt: La prop \\"videos\\" debe tener exactamente 4 elementos.');
  });

  it("how-to-use keeps a YouTube link's video id and wants a site video or a YouTube link, one of them", () => {
    const [parsed] = parseSections([{ type: "howToUse", videos: [clip, clip, clip, { ...clip, externalVideo: "https://www.youtube.com/watch?v=Bt3Rn8Vz1Qe" }] }], "pdp");
    expect(parsed?.section).toMatchObject({ title: "Cómo se usa", videos: [{ externalVideo: "Aq7Kp2Lm9Xw" }, {}, {}, { externalVideo: "Bt3Rn8Vz1Qe" }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const both = { ...clip, video: "/content/pdp/como-usar/pulso.mp4" };
    const elsewhere = { ...clip, externalVideo: "https://vimeo.com/123456" };
    expect(parseSections([{ type: "howToUse", videos: [clip, clip, clip, both] }], "pdp")).toEqual([]);
    expect(parseSections([{ type: "howToUse", videos: [clip, clip, clip, elsewhere] }], "pdp")).toEqual([]);
  });

  // Storefront-shell §2.17 "a left column of topic links (icon plus text)".
  it("refuses a FAQ topic without its icon", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const topic = { titleId: "envios", title: "Envíos", content: "Llegamos a todo el país." };
    const icon = { src: "/content/icons/envios.webp", alt: "", width: 32, height: 32 };
    expect(parseSections([{ type: "faq", items: [{ ...topic, icon }] }], "preguntas-frecuentes")).toHaveLength(1);
    expect(parseSections([{ type: "faq", items: [{ ...topic, icon }, { ...topic, titleId: "cupones" }] }], "preguntas-frecuentes")).toHaveLength(0);
    expect(error).toHaveBeenCalledOnce();
  });
});
