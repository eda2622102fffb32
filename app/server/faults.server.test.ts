// The test-only fault switch (app/server/faults.server.ts): off, it hands the bindings back untouched;
// on, it counts every store call and fails or stalls the stores a request's header names.
import { describe, expect, it } from "vitest";

import { countersAnswer, faultsHeader, faultsOf, faultyBindings, InjectedFault, type Store } from "./faults.server";

/** Stand-ins with the bindings' shapes: each call answers with what it was asked. */
function statement(query: string, values: unknown[] = []): D1PreparedStatement {
  return {
    bind: (...more: unknown[]) => statement(query, [...values, ...more]),
    first: async () => ({ query, values }),
    all: async () => ({ results: [{ query, values }] }),
    run: async () => ({ query, values }),
    raw: async () => [[query]],
  } as unknown as D1PreparedStatement;
}
const originals = new Set<D1PreparedStatement>();
function database(): D1Database {
  return {
    prepare: (query: string) => {
      const made = statement(query);
      originals.add(made);
      return made;
    },
    batch: async (list: D1PreparedStatement[]) => list.map((item) => ({ original: originals.has(item) })),
    withSession: () => ({ ...database(), getBookmark: () => "bookmark" }),
  } as unknown as D1Database;
}
const kv = { get: async (key: string) => `value of ${key}` } as unknown as KVNamespace;
const carts = {
  idFromName: (name: string) => ({ name }),
  get: (id: { name: string }) => ({ id, lines: async () => [{ sku: id.name }] }),
} as unknown as Env["CARTS"];
const env = (FAULTS?: string) => ({ DB: database(), CONTENT: kv, MEDIA: kv, CARTS: carts, FAULTS }) as unknown as Env;
const asking = (faults: string) => new Request("https://esencia.test/", { headers: { [faultsHeader]: faults } });
const calls = async () =>
  (
    (await (await countersAnswer(env("on"), new URL("https://esencia.test/__faults/contadores"), 0))!.json()) as {
      calls: Record<Store, number>;
    }
  ).calls;

describe("faultsOf", () => {
  it.each([
    ["d1=fail", { d1: { kind: "fail" } }],
    ["kv=stall", { kv: { kind: "stall", ms: 6_500 } }],
    ["cart=stall:800, upstream=fail", { cart: { kind: "stall", ms: 800 }, upstream: { kind: "fail" } }],
    ["d1=melt, cache=fail, , kv", {}],
    ["", {}],
  ])("%s", (header, faults) => expect(faultsOf(header)).toEqual(faults));
});

describe("faultyBindings", () => {
  it("hands the bindings back untouched where FAULTS is not on, whatever the header asks", () => {
    const off = env();
    expect(faultyBindings(off, asking("d1=fail")).env).toBe(off);
    expect(faultyBindings(off, asking("d1=fail")).fetch).toBe(fetch);
  });

  it("counts D1 statements (bound, batched, in sessions), KV reads and cart calls, answering as the stores do", async () => {
    const before = await calls();
    const { env: counted } = faultyBindings(env("on"), asking(""));
    expect(await counted.DB.prepare("SELECT 1").bind(1).first()).toEqual({ query: "SELECT 1", values: [1] });
    const session = counted.DB.withSession("first-unconstrained");
    expect(await session.batch([session.prepare("A"), session.prepare("B")])).toEqual([
      { original: true },
      { original: true },
    ]);
    expect(session.getBookmark()).toBe("bookmark");
    expect(await counted.CONTENT.get("content:home")).toBe("value of content:home");
    expect(await counted.CARTS.get(counted.CARTS.idFromName("c1")).lines()).toEqual([{ sku: "c1" }]);
    const after = await calls();
    expect(after.d1 - before.d1).toBe(3);
    expect(after.kv - before.kv).toBe(1);
    expect(after.cart - before.cart).toBe(1);
  });

  it("fails the stores the header names, and only those", async () => {
    const { env: faulty, fetch: outside } = faultyBindings(env("on"), asking("d1=fail, cart=fail, upstream=fail"));
    await expect(faulty.DB.prepare("SELECT 1").first()).rejects.toBeInstanceOf(InjectedFault);
    await expect(faulty.DB.withSession().batch([faulty.DB.prepare("A")])).rejects.toBeInstanceOf(InjectedFault);
    await expect(faulty.CARTS.get(faulty.CARTS.idFromName("c1")).lines()).rejects.toThrow("cart falló");
    await expect(outside("https://upstream.invalid/stores")).rejects.toThrow("upstream falló");
    expect(await faulty.MEDIA.get("a.avif")).toBe("value of a.avif");
  });

  it("tells the e-mail provider's API (EMAIL_API_URL) apart as `email` (decision 116)", async () => {
    const on = { ...env("on"), EMAIL_API_URL: "https://mail.invalid", MERCADOPAGO_API_URL: "https://mp.invalid" };
    const { fetch: outside } = faultyBindings(on, asking("email=fail"));
    await expect(outside("https://mail.invalid/emails", { method: "POST" })).rejects.toThrow("email falló");
    expect(faultsOf("email=stall:50")).toEqual({ email: { kind: "stall", ms: 50 } });
  });

  it("stalls until the caller's signal aborts, or else until the stall's bound, then fails", async () => {
    const { env: faulty, fetch: outside } = faultyBindings(env("on"), asking("kv=stall:30, upstream=stall:60000"));
    const started = Date.now();
    await expect(faulty.CONTENT.get("content:home")).rejects.toThrow("kv no respondió");
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const timeout = AbortSignal.timeout(30);
    await expect(outside("https://upstream.invalid/stores", { signal: timeout })).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });
});
