import type { ReactNode } from "react";

import { useServerMarkup } from "./server-markup";

type Props<P extends object> = {
  /** The wrapper element: a `div` styled `display: contents` where it must not change the layout, or the component's own box. */
  as?: "div" | "section";
  className: string;
  /** The id of the element that names the wrapper (`aria-labelledby`), for a section. */
  labelledBy?: string;
  /** Names the component among the others kept. */
  slot: string;
  /** Pure in its props: they are all its markup depends on. */
  component: (props: P) => ReactNode;
  /** Plain data (JSON), which keys the kept markup; functions are the browser's alone and ignored. */
  props: P;
  /**
   * Props of string value that differ per request or per place on the page (an address, an id):
   * left out of the key and filled into the kept markup on each write (decision 104).
   */
  holes?: readonly (keyof P & string)[];
};

/**
 * Markup React hydrates but the server writes once per isolate for the same props (decision 097):
 * the server puts the kept HTML in the wrapper, the browser renders the component into it as usual,
 * and hydration, which reads only the page's nodes, finds the ones it would have made. Only for
 * components that read nothing but their props (no router, request or context hooks), without
 * nonces or ids of their own: the server renders them outside the request's tree. An id a hole
 * carries comes from the caller's `useId`.
 */
export function WrittenOnce<P extends object>({
  as: Wrapper = "div",
  className,
  labelledBy,
  slot,
  component: Component,
  props,
  holes = [],
}: Props<P>) {
  const serverMarkup = useServerMarkup();
  if (!serverMarkup)
    return (
      <Wrapper className={className} aria-labelledby={labelledBy}>
        <Component {...props} />
      </Wrapper>
    );
  const keyed: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  const filled: Record<string, string> = {};
  for (const hole of holes) {
    filled[hole] = String(props[hole]);
    delete keyed[hole];
  }
  const html = serverMarkup.hydrated(
    `${slot}\u0000${JSON.stringify(keyed)}`,
    (marked) => <Component {...props} {...marked} />,
    filled,
  );
  return <Wrapper className={className} aria-labelledby={labelledBy} dangerouslySetInnerHTML={{ __html: html }} />;
}
