// A tiny browser for integration tests: keeps its cookies, posts forms the way a page without
// JavaScript does (a navigation) or the way a fetcher does, and follows nothing on its own.
import { exports } from "cloudflare:workers";

import { shopperAddress } from "../shopper-address";

export const origin = "http://localhost:8787";

export function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

export class Browser {
  private cookies = new Map<string, string>();

  /** `client` is the CF-Connecting-IP, so rate-limit buckets stay per test. */
  constructor(private readonly client = shopperAddress()) {}

  private keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const name = pair!.slice(0, pair!.indexOf("="));
      const expired = /max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header);
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(name.length + 1));
    }
    return response;
  }

  private headers(extra: Record<string, string>) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { "CF-Connecting-IP": this.client, ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async get(path: string) {
    return this.keep(
      await exports.default.fetch(new Request(`${origin}${path}`, { redirect: "manual", headers: this.headers({}) })),
    );
  }

  /** A plain form post (JS off): a same-origin navigation. */
  async post(path: string, body: BodyInit, extra: Record<string, string> = {}) {
    const headers = this.headers({ "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", ...extra });
    return this.keep(
      await exports.default.fetch(
        new Request(`${origin}${path}`, { method: "POST", body, redirect: "manual", headers }),
      ),
    );
  }

  /** A fetcher post (JS on): Remix asks for the route's single-fetch data. */
  async fetcherPost(path: string, body: BodyInit) {
    return this.post(`${path}.data`, body, { "Sec-Fetch-Mode": "cors" });
  }

  /** The page a 303 points to, as text. */
  async follow(response: Response) {
    return (await this.get(response.headers.get("Location") ?? "/")).text();
  }

  async login(email: string, password: string, returnUrl = "/pvt/account/profile") {
    return this.post("/login", form({ intent: "login", email, password, returnUrl }));
  }
}
