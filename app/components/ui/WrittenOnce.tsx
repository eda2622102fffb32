import type { ReactNode } from "react";

import { useServerMarkup } from "./server-markup";

type Props<P extends object> = {
  /** The wrapper's class: style it `display: contents` where it must not change the layout. */
  className: string;
  /** Names the component among the others kept. */
  slot: string;
  /** Pure in its props: they are all its markup depends on. */
  component: (props: P) => ReactNode;
  /** Plain data (JSON), which keys the kept markup. */
  props: P;
};

/**
 * Markup React hydrates but the server writes once per isolate for the same props (decision 097):
 * the server puts the kept HTML in the wrapper, the browser renders the component into it as usual,
 * and hydration, which reads only the page's nodes, finds the ones it would have made. Only for
 * components without hooks, nonces or ids: the server renders them outside the request's tree.
 */
export function WrittenOnce<P extends object>({ className, slot, component: Component, props }: Props<P>) {
  const serverMarkup = useServerMarkup();
  const render = () => <Component {...props} />;
  if (!serverMarkup) return <div className={className}>{render()}</div>;
  const key = `${slot}\u0000${JSON.stringify(props)}`;
  return <div className={className} dangerouslySetInnerHTML={{ __html: serverMarkup.hydrated(key, render) }} />;
}
