/**
 * Which clicks on a site link the router takes over (decision 088). The store's links are plain
 * `<a href data-discover>` (`SiteLink`) and one listener in the root navigates for all of them, with
 * the same rules as React Router's own `<Link>` (its `shouldProcessLinkClick` and `isExternal`):
 * the main button, no modifier key (a new tab or window is the browser's), no `target` other than
 * `_self`, no `download`, nothing else handled the click first, and the same origin. A link to the
 * page already shown replaces the history entry instead of adding one, as `<Link>` does.
 */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
};

export type LinkAnchor = {
  /** The anchor's resolved `href` property (absolute). */
  href: string;
  target: string;
  download: boolean;
};

export type Here = { origin: string; pathname: string; search: string; hash: string };

export type ClientNavigation = { to: string; replace: boolean };

export function clientNavigationOf(click: LinkClick, anchor: LinkAnchor, here: Here): ClientNavigation | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (anchor.download || (anchor.target !== "" && anchor.target !== "_self")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return { to, replace: to === `${here.pathname}${here.search}${here.hash}` };
}

/** A link the router may take: a path of this site, not a URL nor a protocol-relative `//host`. */
export const isSitePath = (to: string) => to.startsWith("/") && !to.startsWith("//");
