import { isbot } from "isbot";

import { jsCookieName } from "./js-cookie";

/** A browser that has shown it runs our scripts (the js cookie); crawlers never count, whatever they send. */
export function runsScripts(request: Request): boolean {
  if (isbot(request.headers.get("User-Agent") ?? "")) return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(/;\s*/).includes(`${jsCookieName}=1`);
}
