import { useNonce } from "./Nonce";
import { usePageSheets } from "./page-sheets";

/**
 * The first paint's CSS, inline: the first-paint parts of the sheets the page shows from its first
 * screen down, root's shell first (decisions 082, 091).
 * Only the server has it: the browser's bundle carries empty strings, and hydration leaves the
 * server's text in place (React does not compare inner HTML), so a client navigation keeps it while
 * Remix loads the new route's whole sheets.
 */
export function CriticalStyles() {
  const css = usePageSheets("inlined")
    .map(({ critical }) => critical)
    .join("");
  return <style nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The whole sheets of what the page shows, after the page: the browser paints what is above them
 * with the inline CSS instead of waiting, with or without JavaScript (decision 082). In place of
 * Remix's <Links>, which would link every sheet the route lists for any of its pages (decision 091);
 * Remix still loads those before a client navigation shows the route.
 */
export function PageStylesheets() {
  return usePageSheets("linked").map(({ href }) => <link key={href} rel="stylesheet" href={href} />);
}
