// The test-only fault switch: one wrapper around the Worker's stores — D1 (sessions and batches
// included), KV (CONTENT, MEDIA), the cart Durable Object and outside services (the `fetch` the
// upstream copies are read with, Mercado Pago's API and the e-mail provider's, told apart by their
// addresses) — that counts
// their calls and, for one request, fails or stalls them. Only where the FAULTS variable is 'on': the e2e and bench servers set it, wrangler.toml never
// does, so a deployed Worker gets its bindings untouched and ignores the header.
//
// A test turns faults on per request, so per browser context, with a header:
//   X-Esencia-Faults: d1=fail, kv=stall, cart=stall:800, upstream=fail, payments=stall, email=fail
// fail: the call rejects at once, as a store that is down. stall: the call never answers; the
// caller's own deadline takes over where it has one (an AbortSignal it passes, as the upstream
// read's 8 s timeout), and since the app gives D1, KV and the cart object none, the stall still
// ends, as a failure, after `stallMs` (or the milliseconds after `stall:`). Reads done before the
// switch sees them (copies in the page cache, the content cache, memos) are served as they would be.

export type Store = "d1" | "kv" | "cart" | "upstream" | "payments" | "email";
export type Fault = { kind: "fail" } | { kind: "stall"; ms: number };
export type Faults = Partial<Record<Store, Fault>>;

export const faultsHeader = "X-Esencia-Faults";
/** bench:peak's reading of the counts, and when the content last published settles (the page cache's rule). */
export const countersPath = "/__faults/contadores";
/** bench:peak measures a render's cost per template: on its server only, this header skips the page cache. */
export const benchRenderHeader = "X-Bench-Render";

/**
 * Longer than the render's own deadline for streamed sections (entry.server's stream timeout, 5 s):
 * a stalled read behind a streamed section is cut by the app first; one the page awaits fails then.
 */
export const stallMs = 6_500;

const stores: readonly Store[] = ["d1", "kv", "cart", "upstream", "payments", "email"];

/** Calls since this isolate started: D1 statements (each of a batch), KV operations, cart object calls, outside fetches. */
const calls: Record<Store, number> = { d1: 0, kv: 0, cart: 0, upstream: 0, payments: 0, email: 0 };

export const faultsAreOn = (env: Pick<Env, "FAULTS">): boolean => env.FAULTS === "on";

/** `d1=fail, kv=stall:500` → the faults it names; unknown stores and kinds are ignored. */
export function faultsOf(header: string | null): Faults {
  const faults: Faults = {};
  for (const part of (header ?? "").split(",")) {
    const [store, kind = "", ms] = part.trim().split(/[=:]/);
    if (!stores.includes(store as Store)) continue;
    if (kind === "fail") faults[store as Store] = { kind: "fail" };
    if (kind === "stall") faults[store as Store] = { kind: "stall", ms: Number(ms) > 0 ? Number(ms) : stallMs };
  }
  return faults;
}

/** What a faulted call rejects with: the log says it was the switch, not the store. */
export class InjectedFault extends Error {
  constructor(store: Store, what: "falló" | "no respondió") {
    super(`${store} ${what} (${faultsHeader}: prueba de fallas)`);
    this.name = "InjectedFault";
  }
}

/** One call to a store: counted, then answered by the store or by its fault. */
function guarded<T>(store: Store, fault: Fault | undefined, call: () => T, count = 1, signal?: AbortSignal | null) {
  calls[store] += count;
  if (!fault) return call();
  if (fault.kind === "fail") return Promise.reject(new InjectedFault(store, "falló"));
  return new Promise<never>((_, reject) => {
    const ended = () => {
      clearTimeout(timer);
      reject(signal?.aborted ? signal.reason : new InjectedFault(store, "no respondió"));
    };
    const timer = setTimeout(ended, fault.ms);
    signal?.addEventListener("abort", ended, { once: true });
  });
}

/** Every method of `target` goes through `guarded`; properties that are not functions read through. */
function everyCall<T extends object>(target: T, store: Store, fault: Fault | undefined): T {
  return new Proxy(target, {
    get(object, name) {
      const value = Reflect.get(object, name, object) as unknown;
      if (typeof value !== "function") return value;
      if (typeof name === "symbol") return (value as (...args: unknown[]) => unknown).bind(object);
      return (...args: unknown[]) => guarded(store, fault, () => Reflect.apply(value, object, args));
    },
  });
}

// D1: `prepare` and `bind` build statements without I/O; `first`, `all`, `run` and `raw` run one,
// `batch` runs its list (each counted), `exec` runs a script. A batch is sent the store's own
// statements, not their wrappers.
const statementOf = new WeakMap<object, D1PreparedStatement>();

function d1Statement(statement: D1PreparedStatement, fault: Fault | undefined): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, name) {
      if (name === "bind") return (...values: unknown[]) => d1Statement(target.bind(...values), fault);
      const value = Reflect.get(target, name, target) as unknown;
      if (typeof value !== "function") return value;
      if (!["first", "all", "run", "raw"].includes(String(name))) return (value as () => unknown).bind(target);
      return (...args: unknown[]) => guarded("d1", fault, () => Reflect.apply(value, target, args));
    },
  });
  statementOf.set(wrapped, statement);
  return wrapped;
}

function d1<T extends D1Database | D1DatabaseSession>(db: T, fault: Fault | undefined): T {
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (query: string) => d1Statement(target.prepare(query), fault);
      if (name === "batch")
        return (list: D1PreparedStatement[]) =>
          guarded(
            "d1",
            fault,
            () => target.batch(list.map((statement) => statementOf.get(statement) ?? statement)),
            list.length,
          );
      if (name === "exec") return (query: string) => guarded("d1", fault, () => (target as D1Database).exec(query));
      if (name === "withSession")
        return (constraint?: string) => d1((target as D1Database).withSession(constraint), fault);
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** The cart objects: ids are made without I/O; every call on a stub (RPC or `fetch`) goes through. */
function cartObjects(namespace: Env["CARTS"], fault: Fault | undefined): Env["CARTS"] {
  return new Proxy(namespace, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (typeof value !== "function") return value;
      if (name !== "get" && name !== "getByName") return (value as () => unknown).bind(target);
      return (...args: unknown[]) => everyCall(Reflect.apply(value, target, args) as object, "cart", fault);
    },
  });
}

/**
 * An outside service's `fetch`: calls to Mercado Pago's API (MERCADOPAGO_API_URL) are `payments`, to
 * the e-mail provider's (EMAIL_API_URL) `email`, the rest `upstream`. A stall ends when the caller's
 * signal aborts, as the network's would.
 */
function outsideFetch(env: Env, faults: Faults): typeof fetch {
  const paymentsApi = env.MERCADOPAGO_API_URL;
  const emailApi = env.EMAIL_API_URL;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const store: Store =
      paymentsApi && url.startsWith(paymentsApi)
        ? "payments"
        : emailApi && url.startsWith(emailApi)
          ? "email"
          : "upstream";
    return guarded(store, faults[store], () => fetch(input, init), 1, init?.signal);
  };
}

/**
 * The bindings a request works with, and the `fetch` its outside services are read with: the
 * Worker's own, or wrapped by the switch (counted, and faulted as the request's header asks).
 */
export function faultyBindings(env: Env, request?: Request): { env: Env; fetch: typeof fetch } {
  if (!faultsAreOn(env)) return { env, fetch };
  const faults = faultsOf(request?.headers.get(faultsHeader) ?? null);
  return {
    env: {
      ...env,
      DB: d1(env.DB, faults.d1),
      CONTENT: everyCall(env.CONTENT, "kv", faults.kv),
      MEDIA: everyCall(env.MEDIA, "kv", faults.kv),
      CARTS: cartObjects(env.CARTS, faults.cart),
    },
    fetch: outsideFetch(env, faults),
  };
}

/** `GET /__faults/contadores` where the switch is on: the calls so far, and when the last content publish settles. */
export async function countersAnswer(env: Env, url: URL, contentIsNewMs: number): Promise<Response | null> {
  if (!faultsAreOn(env) || url.pathname !== countersPath) return null;
  const content = await env.DB.prepare("SELECT changed_at FROM store_versions WHERE name = 'content'").first<{
    changed_at: number;
  }>();
  const contentNewUntil = (content?.changed_at ?? 0) + contentIsNewMs;
  return Response.json({ calls, contentNewUntil }, { headers: { "Cache-Control": "no-store" } });
}

/** bench:peak's renders per template: the page cache is skipped on its server only. */
export const rendersForBench = (env: Env, request: Request): boolean =>
  faultsAreOn(env) && request.headers.has(benchRenderHeader);
