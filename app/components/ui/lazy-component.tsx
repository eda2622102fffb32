import { memo, Suspense, type ComponentType } from "react";

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

  function Loaded(props: P) {
    if (failed) return null;
    if (!loaded) throw preload();
    const Component = loaded;
    return <Component {...props} />;
  }

  const Lazy = memo(function Lazy(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
  return Object.assign(Lazy, { preload });
}
