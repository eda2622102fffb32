// Issue "Done when": "Round trip for every seeded document: open in the studio, submit unchanged →
// byte-identical JSON in KV" (decision 073). The editor page is read as a browser without
// JavaScript reads it — every successful control of its form — and posted back as 'Guardar
// borrador'; the draft D1 keeps must be the very bytes KV holds.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { documentAtFile } from "../../app/content/documents";
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";
import { catalogueSql } from "../../scripts/seed/sql.mjs";
import { staffSql } from "../../scripts/seed/staff";
import { Browser, form } from "./browser";

const files = Object.keys(import.meta.glob("../../content/**/*.json")).map((path) =>
  path.replace("../../content/", ""),
);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decoded = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );

/** The form's successful controls, in document order, as a browser submits them (files left empty). */
async function successfulControls(html: Response): Promise<[string, string][]> {
  const controls: [string, string][] = [];
  let inForm = false;
  let select: { name: string; first: string | null; chosen: string | null } | null = null;
  let textarea: { name: string; text: string } | null = null;
  await new HTMLRewriter()
    .on("form.studio-form", {
      element(element) {
        inForm = true;
        element.onEndTag(() => void (inForm = false));
      },
    })
    .on("form.studio-form input", {
      element(element) {
        const name = element.getAttribute("name");
        const type = (element.getAttribute("type") ?? "text").toLowerCase();
        if (!name || element.hasAttribute("disabled") || ["file", "submit", "button", "image", "reset"].includes(type))
          return;
        if ((type === "checkbox" || type === "radio") && !element.hasAttribute("checked")) return;
        const fallback = type === "checkbox" || type === "radio" ? "on" : "";
        controls.push([name, decoded(element.getAttribute("value") ?? fallback)]);
      },
    })
    .on("form.studio-form select", {
      element(element) {
        const name = element.getAttribute("name");
        if (!name || element.hasAttribute("disabled")) return;
        select = { name, first: null, chosen: null };
        const index = controls.push([name, ""]) - 1;
        element.onEndTag(() => {
          controls[index] = [name, select!.chosen ?? select!.first ?? ""];
          select = null;
        });
      },
    })
    .on("form.studio-form select option", {
      element(element) {
        if (!select) return;
        const value = decoded(element.getAttribute("value") ?? "");
        select.first ??= value;
        if (element.hasAttribute("selected")) select.chosen = value;
      },
    })
    .on("form.studio-form textarea", {
      element(element) {
        const name = element.getAttribute("name");
        if (!name) return;
        textarea = { name, text: "" };
        const index = controls.push([name, ""]) - 1;
        element.onEndTag(() => {
          // A newline right after <textarea> is not part of its value (HTML parsing rules).
          controls[index] = [name, decoded(textarea!.text).replace(/^\n/, "")];
          textarea = null;
        });
      },
      text(chunk) {
        if (textarea) textarea.text += chunk.text;
      },
    })
    .transform(html)
    .arrayBuffer();
  expect(inForm).toBe(false);
  return controls;
}

beforeAll(async () => {
  await env.DB.batch((await staffSql()).map((statement) => env.DB.prepare(statement)));
  // The links of the documents must resolve: the catalogue the seed writes, as the CLI test uses it.
  await env.DB.batch(catalogueSql(generateCatalogue({ products: 400 })).map((sql) => env.DB.prepare(sql)));
});

describe("the studio's form, submitted unchanged", () => {
  it.each(files)("gives content/%s back byte for byte", async (file) => {
    const spec = documentAtFile(file)!;
    const browser = new Browser();
    const signIn = await browser.post(
      "/studio/entrar",
      form({ email: "editor@esencia.demo", password: "Esencia-Demo-2026", redirectTo: "/studio" }),
    );
    expect(signIn.status).toBe(303);
    const path = `/studio/documentos/${encodeURIComponent(spec.key)}`;
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    const body = new FormData();
    for (const [name, value] of await successfulControls(page)) body.append(name, value);
    body.set("_intent", "borrador");
    const saved = await browser.post(path, body);
    expect(saved.status, await saved.clone().text()).toBe(303);
    const draft = await env.DB.prepare("SELECT value FROM content_drafts WHERE key = ?1")
      .bind(spec.key)
      .first<{ value: string }>();
    expect(draft?.value).toBe(await env.CONTENT.get(spec.key));
  });
});

describe("the editor's post", () => {
  it("refuses a body over 10 MB before reading it, and stores nothing", async () => {
    const browser = new Browser();
    await browser.post(
      "/studio/entrar",
      form({ email: "editor@esencia.demo", password: "Esencia-Demo-2026", redirectTo: "/studio" }),
    );
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM content_drafts").first<{ n: number }>();
    const huge = new FormData();
    huge.set("_intent", "borrador");
    huge.set(
      "sections[0].banners[0].image.desktop.upload",
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], "enorme.png"),
    );
    const response = await browser.post(`/studio/documentos/${encodeURIComponent("content:home")}`, huge);
    expect(response.status, await response.clone().text()).toBe(413);
    expect(await response.text()).toContain("El envío pesa más de 10 MB");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM content_drafts").first<{ n: number }>()).toEqual(before);
  });
});
