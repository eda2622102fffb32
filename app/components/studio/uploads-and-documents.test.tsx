// Issue "What they can do": an image is an upload into the store's media storage or a URL; the
// document lists (badges, instalment plans …) have the same buttons; "a link to a path that would
// 404 is refused" and "invalid values are refused … naming the field in Spanish next to it".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { documentAtFile } from "../../content/documents";
import {
  checkDocumentForm,
  errorsOfProblems,
  readDocumentForm,
  withUploadedImages,
} from "../../domain/studio/document-form";
import { editorTree } from "../../domain/studio/editor-tree";
import { formValueOf } from "../../domain/studio/form-value";
import { slotOf } from "../../domain/studio/shape";
import { formDataOf } from "./browser-form-data.testing";
import { DocumentFields } from "./DocumentFields";

const contentDir = join(__dirname, "../../../content");
function opened(file: string) {
  const spec = documentAtFile(file)!;
  const stored = JSON.parse(readFileSync(join(contentDir, file), "utf8")) as unknown;
  const slot = slotOf(spec.write);
  const html = renderToStaticMarkup(
    <DocumentFields
      view={{ tree: editorTree(slot, formValueOf(slot, stored, "document")), errors: {}, previews: {} }}
    />,
  );
  return { spec, stored, html };
}

describe("image uploads", () => {
  it("hands back each chosen file with its image's name, then takes the stored file's path and size", () => {
    const { spec, stored, html } = opened("home.json");
    expect(html).toContain(
      'name="sections[0].banners[0].image.desktop.upload" accept="image/png,image/jpeg,image/webp,image/avif"',
    );
    const form = formDataOf(html);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "nuevo.png", { type: "image/png" });
    form.append("sections[0].banners[0].image.desktop.upload", file);
    form.append("sections[0].banners[1].image.desktop.upload", new File([], ""));
    const result = readDocumentForm(form, { spec, original: stored });
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(result.uploads).toEqual([{ path: "sections[0].banners[0].image.desktop", file }]);
    const filled = withUploadedImages(result.payload, [
      { path: "sections[0].banners[0].image.desktop", src: "/media/nuevo.webp", width: 1600, height: 500 },
    ]);
    const { value, errors } = checkDocumentForm(filled, { spec, original: stored });
    expect(errors).toEqual({});
    const banner = (value as { sections: { banners: { image: { desktop: unknown } }[] }[] }).sections[0]!.banners[0]!;
    expect(banner.image.desktop).toEqual({
      src: "/media/nuevo.webp",
      alt: expect.any(String),
      width: 1600,
      height: 500,
    });
  });
});

describe("a refused upload", () => {
  it("is named under its file input, which points to it", () => {
    const { spec, stored } = opened("home.json");
    const slot = slotOf(spec.write);
    const message = "La imagen pesa más de 5 MB.";
    const html = renderToStaticMarkup(
      <DocumentFields
        view={{
          tree: editorTree(slot, formValueOf(slot, stored, "document")),
          errors: { "sections[0].banners[0].image.desktop.upload": [message] },
          previews: {},
        }}
      />,
    );
    const id = "f-sections_0__banners_0__image__desktop-upload";
    expect(html).toContain(
      `id="${id}" name="sections[0].banners[0].image.desktop.upload" accept="image/png,image/jpeg,image/webp,image/avif" aria-invalid="true" aria-describedby="${id}-error"`,
    );
    expect(html).toContain(`<p class="field-error" id="${id}-error" role="alert">${message}</p>`);
  });
});

describe("documents that are lists", () => {
  it("name their items `items[n]` and remove one with 'Quitar'", () => {
    const { spec, stored, html } = opened("globals/badges.json");
    expect(html).toContain('name="items[0].firstText"');
    const result = readDocumentForm(
      formDataOf(html, (text) => text.startsWith("Quitar Elementos 1")),
      { spec, original: stored },
    );
    if (result.kind !== "intent") throw new Error("expected a list button");
    const saved = readDocumentForm(
      formDataOf(
        renderToStaticMarkup(
          <DocumentFields view={{ tree: editorTree(slotOf(spec.write), result.payload), errors: {}, previews: {} }} />,
        ),
      ),
      { spec, original: stored },
    );
    if (saved.kind !== "submit") throw new Error("expected a submit");
    expect(JSON.stringify(saved.value)).toBe(JSON.stringify((stored as unknown[]).slice(1)));
  });

  it("name a refused item's field with the list prefix", () => {
    const { spec, stored, html } = opened("globals/badges.json");
    const form = formDataOf(html);
    form.set("items[0].background", "no-es-un-color!");
    const result = readDocumentForm(form, { spec, original: stored });
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(Object.keys(result.errors)).toEqual(["items[0].background"]);
  });
});

describe("checks beyond the schema", () => {
  it("a landing page's slug must stay its file's name", () => {
    const { spec, stored, html } = opened("landing/beneficios.json");
    const form = formDataOf(html);
    form.set("settings.seo.slug", "/otra-pagina");
    const result = readDocumentForm(form, { spec, original: stored });
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(result.value).toBeNull();
    expect(result.errors).toEqual({
      "settings.seo.slug": ["Ruta de la página: debe ser '/beneficios', como el nombre del archivo"],
    });
  });

  it("problems of the content checks (a link that would 404) land on their field", () => {
    const spec = documentAtFile("home.json")!;
    const problems = [
      {
        file: "content/home.json",
        path: "$.sections[9].link.url",
        message: "el enlace '/no-existe' no lleva a ninguna página (404)",
      },
    ];
    expect(errorsOfProblems(spec, problems)).toEqual({
      "sections[9].link.url": ["Enlace: el enlace '/no-existe' no lleva a ninguna página (404)"],
    });
  });
});
