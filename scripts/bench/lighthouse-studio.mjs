// `npm run bench:lighthouse:studio`: Lighthouse accessibility on the studio's index and the home's
// editor, signed in as the demo editor (the issue asks for 100 on both). Accessibility does not
// depend on the machine's load, unlike the performance figures of bench:lighthouse.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
import { printTable, writeResult } from "./report.mjs";
import { withServer } from "./server.mjs";

ensureChromium();

await withServer(async (baseUrl) => {
  const signIn = await fetch(`${baseUrl}/studio/entrar`, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", Origin: baseUrl },
    body: new URLSearchParams({ email: "editor@esencia.demo", password: "Esencia-Demo-2026", redirectTo: "/studio" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (signIn.status !== 303 || !cookie) throw new Error(`No se pudo ingresar al estudio (${signIn.status})`);

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const rows = [];
  try {
    for (const [page, path] of Object.entries({
      index: "/studio",
      "home editor": "/studio/documentos/content%3Ahome",
    })) {
      const { lhr } = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["accessibility"],
        extraHeaders: { Cookie: cookie },
      });
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      rows.push({ page, path, accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing });
    }
  } finally {
    await chrome.kill();
  }
  printTable(
    "Lighthouse, accesibilidad del estudio",
    rows.map((row) => ({
      página: row.page,
      ruta: row.path,
      accesibilidad: row.accessibility,
      fallan: row.failing.join(", ") || "—",
    })),
  );
  writeResult("lighthouse-studio", { pages: rows });
});
