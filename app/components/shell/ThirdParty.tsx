import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import type { Site } from "../../content/site";
import { useNonce } from "../ui/Nonce";

/** Spec §4.6 / §9 "The push-notification service and the web-chat widget load 2 s after the page." */
const thirdPartyDelayMs = 2000;

export function DelayedScripts({ scripts }: { scripts: Site["thirdParty"] }) {
  const { pushScript, webChatScript } = scripts;
  useEffect(() => {
    const urls = [pushScript, webChatScript].filter((url): url is string => Boolean(url));
    if (urls.length === 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const load = () => {
      timer = setTimeout(() => {
        for (const url of urls) {
          const script = document.createElement("script");
          script.src = url;
          script.async = true;
          document.body.appendChild(script);
        }
      }, thirdPartyDelayMs);
    };
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", load);
    };
  }, [pushScript, webChatScript]);
  return null;
}

/**
 * The tag-manager snippet (spec §7 "A tag-manager snippet is present"), only when a container is
 * configured. Consent mode starts 'denied'; a stored choice updates it before the container loads.
 */
export function TagManager({ containerId, consent }: { containerId: string; consent: "granted" | "denied" | null }) {
  const nonce = useNonce();
  const state = consent === "granted" ? "granted" : "denied";
  const snippet = [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}",
    `gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});`,
    state === "granted"
      ? `gtag('consent','update',{ad_storage:'granted',ad_user_data:'granted',ad_personalization:'granted',analytics_storage:'granted'});`
      : "",
    "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    `var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${containerId}';document.head.appendChild(s);`,
  ].join("");
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: snippet }} />;
}

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
      <fetcher.Form
        method="post"
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
      </fetcher.Form>
    </section>
  );
}
