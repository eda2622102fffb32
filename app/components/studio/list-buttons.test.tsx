// Issue "What they can do": arrays of sections and items — add, remove, duplicate, reorder — as
// submit buttons (Conform's intents) that work as plain posts; "Bad input and faults": invalid
// values are refused naming the field in Spanish, and the form comes back with everything typed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { documentAtFile } from "../../content/documents";
import { readDocumentForm, type DocumentFormResult } from "../../domain/studio/document-form";
import { editorTree } from "../../domain/studio/editor-tree";
import { formValueOf, type FormValue } from "../../domain/studio/form-value";
import { slotOf } from "../../domain/studio/shape";
import { formDataOf } from "./browser-form-data.testing";
import { DocumentFields } from "./DocumentFields";

type Home = { sections: { type: string; [field: string]: unknown }[] };
const spec = documentAtFile("home.json")!;
const slot = slotOf(spec.write);
const stored = JSON.parse(readFileSync(join(__dirname, "../../../content/home.json"), "utf8")) as Home;

const render = (form: FormValue, errors: Record<string, string[]> = {}) =>
  renderToStaticMarkup(<DocumentFields view={{ tree: editorTree(slot, form), errors, previews: {} }} />);
const storedHtml = render(formValueOf(slot, stored, "document"));

/** Presses a button of the form and, when it was a list button, submits the form it gives back unchanged. */
function press(html: string, button: (text: string) => boolean, change?: (form: FormData) => void) {
  const form = formDataOf(html, button);
  change?.(form);
  return readDocumentForm(form, { spec, original: stored });
}
function saveAfter(result: DocumentFormResult) {
  if (result.kind !== "intent") throw new Error("expected a list button");
  const saved = readDocumentForm(formDataOf(render(result.payload)), { spec, original: stored });
  if (saved.kind !== "submit") throw new Error("expected a submit");
  expect(saved.errors).toEqual({});
  return saved.value as Home;
}
const sectionsWith = (change: (sections: Home["sections"]) => void) => {
  const copy = structuredClone(stored);
  change(copy.sections);
  return JSON.stringify(copy);
};

describe("list buttons, posted without JavaScript", () => {
  it("'Quitar' removes the section; the rest is saved byte for byte", () => {
    const value = saveAfter(press(storedHtml, (text) => text === "Quitar Sección 2: Incentivos"));
    expect(JSON.stringify(value)).toBe(sectionsWith((sections) => sections.splice(1, 1)));
  });

  it("'Subir' and 'Bajar' swap neighbours and keep both sections as they were", () => {
    const up = saveAfter(press(storedHtml, (text) => text === "Subir Sección 3: Cuenta regresiva"));
    expect(JSON.stringify(up)).toBe(sectionsWith((sections) => sections.splice(1, 0, ...sections.splice(2, 1))));
    const down = saveAfter(press(storedHtml, (text) => text === "Bajar Sección 1: Carrusel de banners"));
    expect(JSON.stringify(down)).toBe(sectionsWith((sections) => sections.splice(1, 0, ...sections.splice(0, 1))));
  });

  it("Enter in a field presses no list button: the form's first submit button is a disabled one", () => {
    expect(storedHtml.match(/<button[^>]*>/)?.[0]).toBe(
      '<button type="submit" disabled="" hidden="" aria-hidden="true" tabindex="-1">',
    );
  });

  it("the first item has no 'Subir' and the last no 'Bajar'", () => {
    expect(storedHtml).not.toContain('Subir<span class="visually-hidden"> Sección 1:');
    expect(storedHtml).not.toContain(`Bajar<span class="visually-hidden"> Sección ${stored.sections.length}:`);
  });

  it("'Duplicar' copies what is typed in the item, right after it", () => {
    const result = press(
      storedHtml,
      (text) => text === "Duplicar Sección 2: Incentivos",
      (form) => form.set("sections[1].items[0].title", "Cambiado"),
    );
    const value = saveAfter(result);
    expect(value.sections[1]).toEqual(value.sections[2]);
    expect(value.sections[2]).toMatchObject({ type: "incentives" });
    expect((value.sections[2]!.items as { title: string }[])[0]!.title).toBe("Cambiado");
    expect(value.sections).toHaveLength(stored.sections.length + 1);
  });

  it("'Agregar elemento' adds an empty item to a nested list, which the save then asks to fill", () => {
    const result = press(storedHtml, (text) => text === "Agregar elemento en Banners");
    if (result.kind !== "intent") throw new Error("expected a list button");
    const html = render(result.payload);
    const banners = (stored.sections[0]!.banners as unknown[]).length;
    expect(html).toContain(`name="sections[0].banners[${banners}].image.desktop.src"`);
    expect(html).toContain(`name="sections[0].banners[${banners}].image.desktop.upload"`);
    const saved = readDocumentForm(formDataOf(html), { spec, original: stored });
    if (saved.kind !== "submit") throw new Error("expected a submit");
    expect(saved.value).toBeNull();
    expect(saved.errors[`sections[0].banners[${banners}].image.desktop.src`]?.[0]).toMatch(/^Ruta de la imagen: /);
  });

  it("'Agregar sección' adds a section of the type chosen in its select, with its defaults", () => {
    const result = press(
      storedHtml,
      (text) => text === "Agregar sección en Secciones",
      (form) => form.set("_sectionType.sections", "bannerText"),
    );
    if (result.kind !== "intent") throw new Error("expected a list button");
    const html = render(result.payload);
    const at = stored.sections.length;
    expect(html).toContain(`Sección ${at + 1}: Banner de texto`);
    expect(html).toContain(`name="sections[${at}].type" value="bannerText"`);
    const form = formDataOf(html);
    form.set(`sections[${at}].title`, "Hasta 12 cuotas");
    const saved = readDocumentForm(form, { spec, original: stored });
    if (saved.kind !== "submit") throw new Error("expected a submit");
    expect(saved.errors).toEqual({});
    // Fields left at their defaults stay out of the stored document, as in the seeded ones.
    expect((saved.value as Home).sections[at]).toEqual({ type: "bannerText", title: "Hasta 12 cuotas" });
  });

  it("a button naming no list of the document changes nothing", () => {
    const form = formDataOf(storedHtml);
    form.set("__intent__", JSON.stringify({ type: "remove", payload: { name: "seo", index: 0 } }));
    const result = readDocumentForm(form, { spec, original: stored });
    expect(result).toEqual({ kind: "intent", payload: formValueOf(slot, stored, "document") });
  });
});

describe("refused values keep what was typed", () => {
  it.each([
    [
      "a colour that is not CSS",
      "sections[4].bgColor",
      "url(javascript:alert(1))",
      "Color de fondo: debe ser un color CSS (#rrggbb, rgb(…) o un nombre)",
    ],
    [
      "a link that is not one",
      "sections[9].link.url",
      "javascript:alert(1)",
      "Enlace: debe empezar con '/', '#', '?', 'https://', 'mailto:' o 'tel:'",
    ],
    ["an empty required title", "sections[9].title", "", "Título: no puede quedar vacío"],
    ["a size that is not a number", "sections[10].gap", "mucho", "Separación (px): debe ser un número"],
  ])("%s", (_, name, typed, message) => {
    const result = press(
      storedHtml,
      () => false,
      (form) => form.set(name, typed),
    );
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(result.value).toBeNull();
    expect(result.errors[name]).toEqual([message]);
    const html = render(result.payload, result.errors);
    const id = `f-${name.replace(/\[(\d+)\]/g, "_$1").replace(/\./g, "__")}`;
    expect(html).toContain(`id="${id}-error" role="alert">${message.replace(/'/g, "&#x27;")}</p>`);
    expect(html).toContain(`aria-describedby="${id}-error`);
    expect(formDataOf(html).get(name)).toBe(typed);
  });

  it("ignores the page's own controls ('_intent', '_baseVersion' …)", () => {
    const form = formDataOf(storedHtml);
    form.set("_intent", "publish");
    form.set("_baseVersion", "7");
    const result = readDocumentForm(form, { spec, original: stored });
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(stored));
  });

  it("drops names Conform cannot place instead of failing", () => {
    const form = formDataOf(storedHtml);
    form.set("sections[0]..title", "x");
    form.set("__proto__.polluted", "x");
    form.set("__intent__", "{not json");
    const result = readDocumentForm(form, { spec, original: stored });
    if (result.kind !== "submit") throw new Error("expected a submit");
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(stored));
  });
});
