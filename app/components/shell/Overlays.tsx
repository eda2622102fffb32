import type { Shell } from "../../features/shell/shell.server";

/**
 * Maintenance overlay (spec §2.24, §4.6): a full-screen image, the mobile one at 767 px or less,
 * with page scrolling locked (CSS, html:has(.site-overlay)). Rendered only when not bypassed with
 * plate=off.
 */
export function MaintenanceOverlay({ maintenance }: { maintenance: NonNullable<Shell["maintenance"]> }) {
  return (
    <div
      className="site-overlay site-overlay--maintenance"
      role="dialog"
      aria-modal="true"
      aria-label="Sitio en mantenimiento"
    >
      <picture>
        {maintenance.mobile ? <source media="(max-width: 767px)" srcSet={maintenance.mobile.src} /> : null}
        <img
          src={maintenance.desktop.src}
          alt={maintenance.desktop.alt}
          width={maintenance.desktop.width}
          height={maintenance.desktop.height}
        />
      </picture>
    </div>
  );
}
