import type { AnchorHTMLAttributes } from "react";

import { isSitePath } from "../../http/link-navigation";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** "intent": the page's data and modules are fetched when a pointer or the keyboard rests on it. */
  prefetch?: "intent" | "none";
};

/**
 * A link of the store's own pages, as Remix's `<Link>` prints it but without running the router's
 * hooks per link (decision 088): a page has 100–170 of them, and each `<Link>` resolved its path
 * and kept its own prefetch state in every server render. `SiteNavigation`, once in the root, takes
 * its clicks into the router and prefetches on intent; `data-discover` is what Remix's lazy route
 * discovery looks for, as on a `<Link>`. Anything that is not a site path stays a plain link.
 */
export function SiteLink({ to, prefetch = "none", ...rest }: Props) {
  const site = isSitePath(to);
  return (
    <a
      href={to}
      data-discover={site ? "true" : undefined}
      data-prefetch={site && prefetch === "intent" ? "intent" : undefined}
      {...rest}
    />
  );
}
