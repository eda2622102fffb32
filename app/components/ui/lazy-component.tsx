import { memo, Suspense, useEffect, useRef, type ComponentType, type MutableRefObject } from "react";

/**
 * A component whose code stays out of the first-load JS (decision 081). The server renders it at
 * once (its chunk is loaded when the worker starts), so the HTML is the same as an eager
 * component's and works without JavaScript. In the browser the chunk loads when React first meets
 * the component; until then its own Suspense boundary keeps the server's markup in place (React 18
 * hydrates a suspended boundary later), and on a client-side render it shows nothing until loaded.
 *
 * `memo` keeps a parent's re-render from reaching the boundary while it waits: React gives up
 * hydrating a boundary whose props change before its code arrives and renders it anew.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A chunk that cannot load leaves the piece out instead of the page (the forms still post).
        failed = true;
        console.error(error);
      },
    ));
  if (import.meta.env.SSR) void preload();

  function Loaded({ shown, ...props }: P & { shown: MutableRefObject<(() => void) | true | null> }) {
    useEffect(() => {
      if (typeof shown.current === "function") shown.current();
      shown.current = true;
    }, [shown]);
    if (failed) return null;
    if (!loaded) throw preload();
    const Component = loaded;
    return <Component {...(props as unknown as P)} />;
  }

  const Lazy = memo(function Lazy(props: P) {
    // Set by the loaded piece once it is on the page; until then the piece holds the page's 'ready'.
    const shown = useRef<(() => void) | true | null>(null);
    useEffect(() => {
      if (shown.current === true) return;
      const done = pieceWaiting();
      shown.current = done;
      return done;
    }, []);
    return (
      <Suspense fallback={null}>
        <Loaded {...props} shown={shown} />
      </Suspense>
    );
  });
  return Object.assign(Lazy, { preload });
}

let waiting = 0;
let whenNoneWaiting: (() => void)[] = [];

/** One more piece waits for its code; the function returned says it is shown (once). */
function pieceWaiting(): () => void {
  waiting += 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    waiting -= 1;
    if (waiting > 0) return;
    const callbacks = whenNoneWaiting;
    whenNoneWaiting = [];
    for (const callback of callbacks) callback();
  };
}

/**
 * Calls back once every lazy piece the page has rendered so far is hydrated: what the document's
 * 'ready' mark means (root.tsx), so styles and e2e tests see the whole page enhanced.
 */
export function whenLazyPiecesShown(callback: () => void) {
  if (waiting === 0) callback();
  else whenNoneWaiting.push(callback);
}
