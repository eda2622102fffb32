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
 * pictures. The server writes each as an inert link the boot loader (http/boot-after-paint.ts) turns
 * into a stylesheet after the first frame, and again inside a <noscript> for browsers without
 * scripts. A lite page (decision 079) gets no scripts and no sheets either. In the browser each is a
 * stylesheet from the start: by hydration the loader has turned the server's links into the same,
 * and a client navigation's new sheets are linked at once (Remix has loaded them already).
 */
export function PageStylesheets() {
  const sheets = usePageSheets("linked");
  const lite = useLiteMode();
  // A lite page carries what it uses of them inside (decision 106).
  if (lite) return null;
  const stylesheets = sheets.map(({ href }) => <link key={href} rel="stylesheet" href={href} />);
  const inServer = typeof document === "undefined";
  return (
    <>
      {sheets.map(({ href }) =>
        inServer ? (
          <link key={href} rel="dns-prefetch" href={href} data-after-paint="" />
        ) : (
          <link key={href} rel="stylesheet" href={href} suppressHydrationWarning />
        ),
      )}
      <noscript>{stylesheets}</noscript>
    </>
  );
}
