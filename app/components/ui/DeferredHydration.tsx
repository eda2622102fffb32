import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";

import { firstHydrationPending, hydrationGate, type HydrationGate } from "./hydration-gate";

/** How near the viewport a part hydrates: about a screen ahead of a thumb's scroll. */
const nearViewport = "600px 0px";

type Wrapper = "div" | "li" | "section";

/**
 * A part of the page whose hydration waits (decision 112): the server renders it as usual, so it
 * shows and its forms post with or without JavaScript, but in the browser React keeps its server
 * markup as it is — no component code runs, no listener is attached — until the part nears the
 * viewport, the shopper first acts on the page (a scroll, a tap, a key) or the router first updates
 * it (Remix's route discovery does, one round trip after the load), whichever comes first. What
 * the shopper touches first hydrates first; the rest waits its turn.
 *
 * Only the page's first hydration waits: a part rendered later in the browser (a navigation, an
 * infinite-scroll page) has no server markup to keep and renders at once.
 *
 * React keeps a suspended boundary's server markup while hydrating (React 18 selective
 * hydration); `lazy` is the public way to suspend, and its loader is the gate.
 */
export function DeferredHydration({
  as: Tag = "div",
  className,
  style,
  data,
  children,
}: {
  as?: Wrapper;
  className?: string;
  style?: CSSProperties;
  /** A `data-*` attribute for the wrapper, as `{ section: "shelf" }` → `data-section="shelf"`. */
  data?: Record<string, string>;
  children: ReactNode;
}) {
  const wrapper = useRef<HTMLElement>(null);
  const [gated] = useState(() => (firstHydrationPending() ? gatedContent(hydrationGate()) : null));
  // Marks the wrapper once its content is live, hydrated or rendered in the browser (e2e tests wait for it).
  const [shown] = useState(() => () => wrapper.current?.setAttribute("data-hydrated", ""));

  useEffect(() => {
    const element = wrapper.current;
    if (!gated || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && gated.gate.open(),
      {
        rootMargin: nearViewport,
      },
    );
    observer.observe(element);
    gated.gate.whenOpen(() => observer.disconnect());
    return () => observer.disconnect();
  }, [gated]);

  const dataAttributes = Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]));
  return (
    <Tag ref={wrapper as never} className={className} style={style} data-deferred-hydration="" {...dataAttributes}>
      {/* The boundary is there on the server too: hydration needs the markup's boundary markers. */}
      <Suspense fallback={null}>
        {gated ? (
          <gated.Content shown={shown}>{children}</gated.Content>
        ) : (
          <Passthrough shown={shown}>{children}</Passthrough>
        )}
      </Suspense>
    </Tag>
  );
}

function Passthrough({ children, shown }: { children: ReactNode; shown: () => void }) {
  useEffect(shown, [shown]);
  return children;
}

/** A lazy component whose "code" is the gate: it resolves, synchronously, the moment the gate opens. */
function gatedContent(gate: HydrationGate) {
  const Content = lazy(
    () =>
      ({
        then: (resolve: (module: { default: typeof Passthrough }) => void) =>
          gate.whenOpen(() => resolve({ default: Passthrough })),
      }) as unknown as Promise<{ default: typeof Passthrough }>,
  );
  return { gate, Content };
}
