import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";

import { clientNavigationOf } from "../../http/link-navigation";

/** Remix's `<Link prefetch="intent">` waits this long on a hover or focus before prefetching. */
const intentDelayMs = 100;

const siteAnchor = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? (target.closest(selector) as HTMLAnchorElement | null) : null;

/**
 * The one listener behind every `SiteLink` (decision 088): a click the router should take becomes a
 * client navigation, the rest are the browser's; a link marked `data-prefetch="intent"` has its
 * page's data and modules prefetched after a 100 ms hover or a focus, and no longer once the pointer
 * or focus leaves it — what each Remix `<Link prefetch="intent">` did on its own. The click listener
 * is on `window`, so React's own handlers (on the document) run first and can prevent it.
 */
export function SiteNavigation() {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = siteAnchor(event.target, "a[data-discover]");
      if (!anchor) return;
      const navigation = clientNavigationOf(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") },
        window.location,
      );
      if (!navigation) return;
      event.preventDefault();
      navigate(navigation.to, { replace: navigation.replace });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);

  useEffect(() => {
    let current: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const intend = (event: Event) => {
      const anchor = siteAnchor(event.target, 'a[data-prefetch="intent"]');
      if (!anchor || anchor === current) return;
      current = anchor;
      clearTimeout(timer);
      const page = `${anchor.pathname}${anchor.search}`;
      timer = setTimeout(() => setIntended(page), intentDelayMs);
    };
    const leave = (event: Event) => {
      const anchor = siteAnchor(event.target, 'a[data-prefetch="intent"]');
      if (!anchor || anchor !== current) return;
      // Moving between the link's own children is not leaving it.
      const to = (event as MouseEvent | FocusEvent).relatedTarget;
      if (to instanceof Node && anchor.contains(to)) return;
      current = null;
      clearTimeout(timer);
      setIntended(null);
    };
    const listeners = [
      ["mouseover", intend],
      ["focusin", intend],
      ["touchstart", intend],
      ["mouseout", leave],
      ["focusout", leave],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, []);

  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
