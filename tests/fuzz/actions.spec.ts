// Bad input is never a 500 (decision 065): every form action, and the worker for paths without
// one, takes 1,000 seeded hostile posts (huge, binary, control characters, emoji, duplicated,
// missing and stray fields, multipart, urlencoded, JSON, broken encodings, with and without the
// headers JS adds, `.data` and legacy `?_data=` URLs, signed in and not). No answer is ≥ 500, nor
// is the page a 303 sends the shopper to. FUZZ_SEED replays another run.
//
// Over HTTP against the e2e server (decision 065): inside the Vitest workers runtime each request
// cost more than the one before, so 1,000 a route could not be sent there.
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

import { hostileRequest, type FuzzTarget, type Identity } from "./requests";
import { actionTargets, pathsWithoutAction, shopperSku, workerTarget } from "./targets";
import { seeded, type Random } from "./values";

const seed = Number(process.env.FUZZ_SEED ?? 20261125);
const requestsPerAction = 1_000;
/** Posts in flight at once: workerd runs one request at a time, and the e2e tests share the server. */
const inFlight = 6;

const routesDir = new URL("../../app/routes/", import.meta.url);
const routesWithAction = readdirSync(routesDir)
  .filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      /export (async function|const) action\b/.test(readFileSync(new URL(file, routesDir), "utf8")),
  )
  .map((file) => file.replace(/\.tsx?$/, ""));

type Failure = { request: number; status: number | string; url: string; mode: string | null; followed?: string };

type Answer = { status: number; location?: string; cookies: string[] };

const agent = new Agent({ keepAlive: true, maxSockets: inFlight });

/**
 * Sends the request as built. Not fetch: Node's fetch sets its own Sec-Fetch-Mode (always 'cors')
 * and Host, and the store answers a navigation and a fetcher differently.
 */
async function answer(request: Request): Promise<Answer | Error> {
  try {
    const body = Buffer.from(await request.arrayBuffer());
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (request.method !== "GET") headers["content-length"] = String(body.length);
    return await new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest(url, { method: request.method, headers, agent }, (response) => {
        response.resume(); // read every body
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            location: response.headers.location,
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
        response.on("error", reject);
      });
      sent.on("error", reject);
      sent.end(request.method === "GET" ? undefined : body);
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** A plain no-JS form post, as the shopper's browser sends it; returns the cookie the store sets. */
async function post(
  origin: string,
  path: string,
  fields: Record<string, string>,
  client: string,
  cookie?: string,
): Promise<string | undefined> {
  const headers: Record<string, string> = {
    Origin: origin,
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": "navigate",
    "CF-Connecting-IP": client,
  };
  if (cookie) headers.Cookie = cookie;
  const response = await answer(
    new Request(`${origin}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) }),
  );
  if (response instanceof Error) throw response;
  expect(response.status, `${path} answered ${response.status}`).toBe(303);
  return response.cookies.find((line) => line.startsWith("esencia="))?.split(";")[0] ?? cookie;
}

/**
 * A shopper of its own for each action, signed in with one unit in the bag, from a connection of its
 * own (sign-ups are rate limited per connection). A fresh address each run: the e2e state persists.
 */
async function signedInShopper(origin: string, action: string, random: Random): Promise<Identity> {
  const client = `10.8.${random.int(256)}.${random.int(256)}`;
  const email = `fuzz-${action.replace(/\W/g, "-")}-${Date.now().toString(36)}@ejemplo.com`;
  const signedIn = await post(
    origin,
    "/login",
    { intent: "register", givenName: "Fuzz", email, password: "Rosas-2026", confirmPassword: "Rosas-2026" },
    client,
  );
  return {
    cookie: await post(
      origin,
      "/bolsa",
      { intent: "add", sku: shopperSku, seller: "1", quantity: "1" },
      client,
      signedIn,
    ),
  };
}

/** A demo staff member signed in to the studio, from a connection of its own; the studio's cookie. */
async function signedInStaff(origin: string, email: string, random: Random): Promise<Identity> {
  const response = await answer(
    new Request(`${origin}/studio/entrar`, {
      method: "POST",
      headers: {
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
        "Sec-Fetch-Mode": "navigate",
        "CF-Connecting-IP": `10.9.${random.int(256)}.${random.int(256)}`,
      },
      body: new URLSearchParams({ email, password: "Esencia-Demo-2026", redirectTo: "/studio" }),
    }),
  );
  if (response instanceof Error) throw response;
  expect(response.status, `/studio/entrar answered ${response.status}`).toBe(303);
  const cookie = response.cookies.find((line) => line.startsWith("esencia_studio="))?.split(";")[0];
  expect(cookie, "the studio's sign-in set its cookie").toBeTruthy();
  return { cookie };
}

/** Sends hostile posts built by `targetFor`; follows one 303 in thirty with the cookie it set. */
async function fuzz(origin: string, name: string, targetFor: (random: Random) => FuzzTarget): Promise<Failure[]> {
  const random = seeded(seed ^ [...name].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7));
  const staff = targetFor(random).staff;
  const shopper = staff ? await signedInStaff(origin, staff, random) : await signedInShopper(origin, name, random);
  const failures: Failure[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < requestsPerAction) {
      const index = sent++;
      const request = hostileRequest(random, origin, targetFor(random), shopper);
      const follow = random.chance(0.03);
      const described = { request: index, url: request.url.slice(0, 120), mode: request.headers.get("Sec-Fetch-Mode") };
      const response = await answer(request);
      if (response instanceof Error) {
        failures.push({ ...described, status: response.message.slice(0, 200) });
        continue;
      }
      if (response.status >= 500) failures.push({ ...described, status: response.status });
      const { location } = response;
      if (!follow || response.status !== 303 || !location?.startsWith("/") || location.startsWith("//")) continue;
      const cookie = response.cookies[0]?.split(";")[0];
      const page = await answer(new Request(`${origin}${location}`, { headers: cookie ? { Cookie: cookie } : {} }));
      const status = page instanceof Error ? page.message.slice(0, 200) : page.status;
      if (typeof status === "string" || status >= 500) failures.push({ ...described, status, followed: location });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  console.log(`fuzz ${name} (seed ${seed}): ${failures.length} of ${requestsPerAction} answered ≥ 500`);
  return failures;
}

test.describe("hostile posts never get a 500", () => {
  test("the fuzz covers every route that exports an action", () => {
    expect(Object.keys(actionTargets).sort()).toEqual(routesWithAction.sort());
  });

  for (const route of Object.keys(actionTargets)) {
    test(`POST to the ${route} action`, async ({ baseURL }) => {
      test.setTimeout(300_000);
      const failures = await fuzz(baseURL!, route, () => actionTargets[route]!);
      expect(failures.slice(0, 8), `${failures.length} answers ≥ 500 (seed ${seed})`).toEqual([]);
    });
  }

  test("POST to paths without an action", async ({ baseURL }) => {
    test.setTimeout(300_000);
    const failures = await fuzz(baseURL!, "worker", (random) => ({
      ...workerTarget,
      path: random.pick(pathsWithoutAction),
    }));
    expect(failures.slice(0, 8), `${failures.length} answers ≥ 500 (seed ${seed})`).toEqual([]);
  });
});
