import type { MouseEvent } from "react";

/**
 * 'ATRÁS' (spec products-and-buying §2.8: "goes back in history"). Without JS it is a link to the
 * page the shopper came from; with JS it steps back in history when there is somewhere to go.
 */
export function BackButton({ href }: { href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length <= 1) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={href} className="wishlist__back" onClick={onClick}>
      ATRÁS
    </a>
  );
}
