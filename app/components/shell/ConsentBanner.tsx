import { useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";

import { FetcherForm } from "../ui/FetcherForm";

/** gtag's consent update: the container only reads commands pushed as an `arguments` object. */
function grantConsent() {
  window.dataLayer ??= [];
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag commands must be an `arguments` object
    window.dataLayer!.push(arguments);
  })("consent", "update", {
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
    analytics_storage: "granted",
  });
}

/** Asks once for analytics consent (only with a tag manager configured); a real form, so it works without JS. */
export function ConsentBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  const [answered, setAnswered] = useState(false);
  if (answered) return null;
  return (
    <section className="consent" aria-label="Cookies">
      <p>
        Usamos cookies propias y de terceros para medir el uso del sitio y mostrarte ofertas. ¿Nos das tu
        consentimiento?
      </p>
      <FetcherForm
        fetcher={fetcher}
        action="/consent"
        onSubmit={(event) => {
          const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
          if (choice === "granted") grantConsent();
          setAnswered(true);
        }}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="choice" value="denied" className="button button--outline">
          Rechazar
        </button>
        <button type="submit" name="choice" value="granted" className="button">
          Aceptar
        </button>
      </FetcherForm>
    </section>
  );
}
