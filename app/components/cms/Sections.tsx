import { Suspense, type ComponentType } from "react";

import type { Margins } from "../../content/primitives";
import type { SectionType } from "../../content/sections";
import type { SectionModel } from "../../domain/cms/section-models";
import { DeferredHydration } from "../ui/DeferredHydration";
import { LazySection } from "./LazySection";
import { sectionComponents } from "./registry";
import { SectionBoundary } from "./SectionBoundary";
import type { SectionProps } from "./sections/types";

/** Sections always rendered at once: what a phone shows before scrolling. */
export const eagerSections = 3;

const marginStyle = (margins: Margins) =>
  margins
    ? ({
        "--mt": margins.top === undefined ? undefined : `${margins.top}px`,
        "--mb": margins.bottom === undefined ? undefined : `${margins.bottom}px`,
        "--mt-mobile": margins.topMobile === undefined ? undefined : `${margins.topMobile}px`,
        "--mb-mobile": margins.bottomMobile === undefined ? undefined : `${margins.bottomMobile}px`,
      } as React.CSSProperties)
    : undefined;

/**
 * A page's CMS sections in order (FastStore's RenderSections habit). Each renders alone: inside its
 * own Suspense boundary (a throw during server rendering leaves it out and is logged) and error
 * boundary (the same in the browser). With `lazyBelowFold` — browsers known to run JavaScript —
 * sections after the first few wait as placeholders until needed (spec §4.1); everyone else gets
 * them all rendered by the server.
 */
export function Sections({
  sections,
  lazyBelowFold,
  components = sectionComponents,
}: {
  sections: readonly SectionModel[];
  lazyBelowFold: boolean;
  components?: { [T in SectionType]: ComponentType<SectionProps<T>> };
}) {
  return sections.map((section, position) => {
    const Component = components[section.type] as ComponentType<SectionProps<SectionType>>;
    const rendered = (
      <SectionBoundary name={section.key}>
        <Suspense fallback={null}>
          <Component section={section} position={position} />
        </Suspense>
      </SectionBoundary>
    );
    if (position < eagerSections)
      return (
        <div key={section.key} className="cms-section" data-section={section.type} style={marginStyle(section.margins)}>
          {rendered}
        </div>
      );
    // Below the first screen: a placeholder for browsers known to run scripts, otherwise rendered by the
    // server and hydrated when it nears the viewport (decision 112).
    return lazyBelowFold ? (
      <div key={section.key} className="cms-section" data-section={section.type} style={marginStyle(section.margins)}>
        <LazySection>{rendered}</LazySection>
      </div>
    ) : (
      <DeferredHydration
        key={section.key}
        className="cms-section"
        data={{ section: section.type }}
        style={marginStyle(section.margins)}
      >
        {rendered}
      </DeferredHydration>
    );
  });
}
