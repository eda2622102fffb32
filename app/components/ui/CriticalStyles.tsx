import { useEffect } from "react";

import { pageSheetsAttribute } from "../../http/lite-document";
import { useLiteMode } from "./LiteMode";
import { useNonce } from "./Nonce";
import { usePageSheets } from "./page-sheets";

/**
 * The first paint's CSS, inline: the first-paint parts of the sheets the page shows from its first
 * screen down, root's shell first (decisions 082, 091).
 * Only the server has it: the browser's bundle carries empty strings, and hydration leaves the
 * server's text in place (React does not compare inner HTML), so a client navigation keeps it while
 * Remix loads the new route's whole sheets. A lite page gets, instead, what its markup uses of all its
 * sheets (decision 106).
 */
export function CriticalStyles() {
  const nonce = useNonce();
  const lite = useLiteMode();
  const sheets = usePageSheets(lite ? "linked" : "inlined");
  // A lite page links no sheet: it names them all, and entry.server writes here the rules its markup
  // uses (decision 106).
  if (lite) return <style nonce={nonce} {...{ [pageSheetsAttribute]: sheets.map(({ href }) => href).join(" ") }} />;
  const css = sheets.map(({ critical }) => critical).join("");
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The whole sheets of what the page shows, after the page (decisions 082, 091), and asked for only
 * once the browser has painted it (decision 092): chromium held the first paint for an in-body
 * stylesheet it found before painting, and the sheets took the link's bandwidth from the page's first
 * pictures. The server writes each as an inert link that the small script after them turns into a
 * stylesheet after the first frame (at once in a hidden tab, which paints nothing), and again inside
 * a <noscript> for browsers without scripts. A lite page (decision 079) gets no scripts and no sheets
 * either. In the browser each is a stylesheet from the start; if the app hydrates before that frame,
 * the effect below turns the server's links on instead.
 */
export function PageStylesheets() {
  const sheets = usePageSheets("linked");
  const lite = useLiteMode();
  const nonce = useNonce();
  useEffect(linkSheetsAfterPaint, []);
  // A lite page carries what it uses of them inside (decision 106).
  if (lite) return null;
  const stylesheets = sheets.map(({ href }) => <link key={href} rel="stylesheet" href={href} />);
  const inServer = typeof document === "undefined";
  return (
    <>
      {sheets.map(({ href }) =>
        inServer ? (
          <link key={href} rel="dns-prefetch" href={href} {...{ [afterPaintAttribute]: "" }} />
        ) : (
          <link key={href} rel="stylesheet" href={href} suppressHydrationWarning />
        ),
      )}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: sheetsAfterPaintScript }} />
      <noscript>{stylesheets}</noscript>
    </>
  );
}

const afterPaintAttribute = "data-after-paint";

function linkSheetsAfterPaint() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${afterPaintAttribute}]`))
    link.rel = "stylesheet";
}

/** The first frame is painted between a requestAnimationFrame callback and the task after it. */
const sheetsAfterPaintScript = `(function(){function s(){document.querySelectorAll("link[${afterPaintAttribute}]").forEach(function(l){l.rel="stylesheet"})}if(document.visibilityState==="hidden")s();else requestAnimationFrame(function(){setTimeout(s,0)})})()`;
