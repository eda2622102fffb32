import { isbot } from "isbot";

import { jsCookieName } from "./js-cookie";
import { isLiteMode } from "./lite-mode";

/**
 * A browser that has shown it runs our scripts (the js cookie); crawlers never count, whatever they
 * send, nor does a browser in lite mode, which gets none of our scripts (decision 079).
 */
export function runsScripts(request: Request): boolean {
  if (isLiteMode(request.headers)) return false;
  if (isbot(request.headers.get("User-Agent") ?? "")) return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(/;\s*/).includes(`${jsCookieName}=1`);
}
