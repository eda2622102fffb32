import { useNonce } from "../ui/Nonce";

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
