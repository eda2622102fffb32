// `npm run bench:peak` counts the D1 statements the Worker runs per page view (decision 076). Only
// where the BENCH_COUNTERS variable is on, which wrangler.toml never sets.

/** Statements this isolate ran against D1 since it started (bench only). */
let statements = 0;

const countedStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
  new Proxy(statement, {
    get(target, name, receiver) {
      if (name === "bind") return (...values: unknown[]) => countedStatement(target.bind(...values));
      if (["first", "all", "run", "raw"].includes(String(name))) {
        const method = Reflect.get(target, name, target) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          statements += 1;
          return method.apply(target, args);
        };
      }
      const value = Reflect.get(target, name, receiver) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

/** The statements a batch sends are the ones the proxy marked; the originals go to D1. */
const originals = new WeakMap<object, D1PreparedStatement>();

function counted<T extends D1Database | D1DatabaseSession>(db: T): T {
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare")
        return (query: string) => {
          const statement = target.prepare(query);
          const proxy = countedStatement(statement);
          originals.set(proxy, statement);
          return proxy;
        };
      if (name === "batch")
        return (list: D1PreparedStatement[]) => {
          statements += list.length;
          return target.batch(list.map((statement) => originals.get(statement) ?? statement));
        };
      if (name === "withSession")
        return (constraint?: string) => counted((target as D1Database).withSession(constraint));
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function withCountedD1(env: Env): Env {
  return env.BENCH_COUNTERS === "on" ? { ...env, DB: counted(env.DB) } : env;
}

/** The statements so far, and when the content last published settles (the page cache's rule). */
export async function benchCounters(env: Env, url: URL, contentSettlesMs: number): Promise<Response | null> {
  if (env.BENCH_COUNTERS !== "on" || url.pathname !== "/__bench/contadores") return null;
  const content = await env.DB.prepare("SELECT changed_at FROM store_versions WHERE name = 'content'").first<{
    changed_at: number;
  }>();
  const contentSettlesAt = (content?.changed_at ?? 0) + contentSettlesMs;
  return Response.json({ d1Statements: statements, contentSettlesAt }, { headers: { "Cache-Control": "no-store" } });
}
