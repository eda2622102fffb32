import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

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
      <Link to={to} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
