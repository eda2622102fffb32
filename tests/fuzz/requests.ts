// Builds one hostile POST for a form action: hostile values, duplicated, missing and stray fields,
// every body encoding a client can send, with and without the headers JavaScript adds.
import { hostileValue, strayName, type Random } from "./values";

/** An action and the fields its forms send, each with a few realistic values. */
export type FuzzTarget = {
  path: string;
  fields: Record<string, readonly string[]>;
  /** Post as a signed-in shopper too (the action reads the person from the session). */
  signedIn?: boolean;
  /** Post as this demo staff member too (README 'Demo accounts'): the action's own parsing, past the studio's door. */
  staff?: string;
};

type Entry = [name: string, value: string | Blob];

function entriesFor(random: Random, target: FuzzTarget): Entry[] {
  const names = Object.keys(target.fields);
  const entries: Entry[] = [];
  for (const name of names) {
    if (random.chance(0.15)) continue; // missing
    const copies = random.chance(0.1) ? 2 + random.int(3) : 1; // duplicated
    for (let copy = 0; copy < copies; copy++) {
      const value = hostileValue(random, target.fields[name]!);
      entries.push([name, random.chance(0.03) ? new Blob([value], { type: "application/octet-stream" }) : value]);
    }
  }
  const strays = random.chance(0.3) ? 1 + random.int(4) : 0;
  for (let stray = 0; stray < strays; stray++)
    entries.push([strayName(random, names), hostileValue(random, ["1", "x"])]);
  return entries;
}

function bodyFor(random: Random, entries: Entry[]): { body?: BodyInit; contentType?: string } {
  const text = entries.map(([name, value]) => [name, typeof value === "string" ? value : "blob"] as const);
  switch (random.int(10)) {
    case 0:
    case 1:
    case 2: {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return { body: form }; // multipart, the boundary set by the runtime
    }
    case 3:
    case 4:
    case 5:
      return {
        body: new URLSearchParams(text.map(([name, value]) => [name, value])).toString(),
        contentType: "application/x-www-form-urlencoded",
      };
    case 6: // JSON where a form is expected, with and without the form's content type
      return {
        body: JSON.stringify(Object.fromEntries(text)),
        contentType: random.pick(["application/json", "application/x-www-form-urlencoded", "text/plain"]),
      };
    case 7: // Broken encodings: bad percent escapes, a multipart type with no or a wrong boundary
      return random.pick([
        { body: "email=%E0%A4%A&intent=%&redirectTo=%%2F", contentType: "application/x-www-form-urlencoded" },
        { body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nana', contentType: "multipart/form-data" },
        {
          body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nana',
          contentType: "multipart/form-data; boundary=y",
        },
        {
          body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nana\r\n--x--',
          contentType: "multipart/form-data; boundary=x",
        },
      ]);
    case 8: // Binary of no declared type, or a type nobody sends
      return {
        body: new Uint8Array(Array.from({ length: random.int(4_000) }, () => random.int(256))),
        contentType: random.pick([undefined, "application/octet-stream", "image/png", "text/html; charset=utf-16"]),
      };
    default:
      return random.pick([{}, { body: "" }, { body: "", contentType: "application/x-www-form-urlencoded" }]);
  }
}

/** Where a client may post: the document URL, the single-fetch `.data` URL, the legacy `?_data=`. */
function urlFor(random: Random, path: string): string {
  return random.pick([
    path,
    path,
    `${path === "/" ? "/_root" : path}.data`,
    `${path === "/" ? "/_root" : path}.data`,
    `${path}?_data=${encodeURIComponent(`routes/${path.slice(1) || "_index"}`)}`,
    `${path}?_data=root`,
    `${path}?index`,
    `${path}?redirectTo=%2F%2Fevil.example`,
  ]);
}

export type Identity = { cookie?: string };

/** A hostile post to `origin`, the store under test (its Host, which Remix compares a .data post's Origin with, comes from the URL). */
export function hostileRequest(random: Random, origin: string, target: FuzzTarget, identity: Identity): Request {
  const { body, contentType } = bodyFor(random, entriesFor(random, target));
  // Rate limits count per connection: spread the posts over many, as the Internet would send them.
  const headers = new Headers({ "CF-Connecting-IP": `10.9.${random.int(256)}.${random.int(256)}` });
  // With JS a fetcher is 'cors'; without it the post is a navigation; curl sends neither.
  const mode = random.pick(["navigate", "cors", null, null, "same-origin", "no-cors"]);
  if (mode) headers.set("Sec-Fetch-Mode", mode);
  const site = random.pick(["same-origin", "same-origin", "same-origin", "none", null]);
  if (site) headers.set("Sec-Fetch-Site", site);
  else if (random.chance(0.5)) headers.set("Origin", origin);
  if (contentType) headers.set("Content-Type", contentType);
  if (random.chance(0.3))
    headers.set(
      "Referer",
      random.pick([`${origin}/fragancias`, "https://evil.example/", "not a url", `${origin}/${"x".repeat(4_000)}`]),
    );
  const cookie =
    target.signedIn && random.chance(0.7)
      ? identity.cookie
      : random.pick([undefined, undefined, "esencia=basura", "esencia=" + "a".repeat(5_000)]);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${origin}${urlFor(random, target.path)}`, { method: "POST", body, headers, redirect: "manual" });
}
