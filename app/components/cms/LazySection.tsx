import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";

import { whenInteractive } from "./interactive";

/** Spec §9 "Lazy placeholder height: 823 px". */
export const placeholderHeight = 823;

/**
 * A below-the-fold section (spec §4.1): a placeholder until it scrolls near the viewport or the
 * page is interactive, then rendered in a transition so it never blocks input. Only used for
 * browsers that run JavaScript; the others get every section rendered by the server.
 */
export function LazySection({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible) return;
    const show = () => startTransition(() => setVisible(true));
    const stopWaiting = whenInteractive(show);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: "200px 0px",
    });
    if (placeholder.current) observer.observe(placeholder.current);
    return () => {
      stopWaiting();
      observer.disconnect();
    };
  }, [visible]);

  if (visible) return children;
  return <div ref={placeholder} className="cms-lazy" style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
}
