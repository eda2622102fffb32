import { useEffect } from "react";

import type { Site } from "../../content/site";

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
