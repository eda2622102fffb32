import type { ReactNode } from "react";

import { SiteLink } from "../ui/SiteLink";

type Props = {
  to: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  style?: React.CSSProperties;
  /** A promotion's name: its view and click become view_promotion / select_promotion (spec §7). */
  "data-promotion"?: string;
};

/** Editor links: site paths navigate client-side; others are plain anchors. A new tab never gets the opener. */
export function CmsLink({ to, newTab = false, children, ...rest }: Props) {
  if (newTab) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (to.startsWith("/")) {
    return (
      <SiteLink to={to} prefetch="intent" {...rest}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
