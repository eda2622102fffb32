import type { Shell } from "../../features/shell/shell.server";
import type { FormOutcome } from "../../forms/outcome";
import { CountdownRings } from "../cms/CountdownRings";
import { NewsletterForm } from "./NewsletterForm";

/** Event overlay (spec §2.24): the event image, a countdown and a newsletter sign-up with its title. */
export function EventOverlay({
  event,
  flash,
}: {
  event: NonNullable<Shell["eventOverlay"]>;
  flash: FormOutcome | null;
}) {
  const target = event.countdownTo ? Date.parse(event.countdownTo) : null;
  return (
    <div className="site-overlay site-overlay--event" role="dialog" aria-modal="true" aria-label="Evento">
      <div className="site-overlay__event">
        <picture>
          {event.mobile ? <source media="(max-width: 767px)" srcSet={event.mobile.src} /> : null}
          <img
            src={event.desktop.src}
            alt={event.desktop.alt}
            width={event.desktop.width}
            height={event.desktop.height}
          />
        </picture>
        {target ? (
          <CountdownRings
            target={target}
            renderedAt={Date.now()}
            colors={{ ring: "#ab1458", track: "rgba(255,255,255,.25)" }}
          />
        ) : null}
        <NewsletterForm
          source="inline"
          variant="Event"
          title={event.newsletterTitle}
          placeholder="Ingresá tu email"
          button="Suscribirme"
          flash={flash}
        />
      </div>
    </div>
  );
}
