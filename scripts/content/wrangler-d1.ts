import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { targetArgs, wrangler, type Target } from "../lib/wrangler";

// D1 as the content CLI reaches it: `wrangler d1 execute --file` (local state or --remote), shaped
// like the Workers binding's prepare/bind/batch so the CLI runs the studio's own publishing code
// (app/features/studio/publishing.server.ts, decision 075). One wrangler process per call or batch.

type Value = string | number | boolean | null | undefined;

const literal = (value: Value) =>
  value === null || value === undefined
    ? "NULL"
    : typeof value === "number"
      ? String(value)
      : typeof value === "boolean"
        ? String(Number(value))
        : `'${value.replaceAll("'", "''")}'`;

/** The statement with its values written in: `?1`, `?2` … by number, a bare `?` in order. */
export function inlined(sql: string, values: readonly Value[]): string {
  let next = 0;
  return sql.replace(/\?(\d+)?/g, (_, number: string | undefined) => literal(values[number ? Number(number) - 1 : next++]));
}

type Result = { results: unknown[]; success: true; meta: { changes: number } };

export function wranglerD1(target: Target, workDir: string) {
  /** Runs statements in order in one process; each write is followed by `SELECT changes()` for its count. */
  function execute(statements: readonly string[]): Result[] {
    const isWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql) && !/\bRETURNING\b/i.test(sql);
    const file = join(workDir, "content-d1.sql");
    writeFileSync(
      file,
      statements.map((sql) => `${sql.trim().replace(/;$/, "")};\n${isWrite(sql) ? "SELECT changes() AS changes;\n" : ""}`).join(""),
    );
    const out = wrangler(["d1", "execute", "DB", ...targetArgs(target), "--json", "--file", file], { quiet: true });
    const raw = JSON.parse(out.slice(out.indexOf("["))) as { results: unknown[] }[];
    const results: Result[] = [];
    let index = 0;
    for (const sql of statements) {
      const own = raw[index++]?.results ?? [];
      const changes = isWrite(sql) ? Number((raw[index++]?.results[0] as { changes?: number } | undefined)?.changes ?? 0) : 0;
      results.push({ results: own, success: true, meta: { changes } });
    }
    return results;
  }

  function statement(sql: string, values: readonly Value[] = []) {
    const text = () => inlined(sql, values);
    return {
      text,
      bind: (...bound: Value[]) => statement(sql, bound),
      first: async <T>() => (execute([text()])[0]!.results[0] as T | undefined) ?? null,
      all: async <T>() => ({ results: execute([text()])[0]!.results as T[] }),
      run: async () => execute([text()])[0]!,
    };
  }

  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: readonly ReturnType<typeof statement>[]) => execute(statements.map((one) => one.text())),
  };
  // The publishing code only calls these; the binding's type is wider.
  return db as unknown as Pick<D1Database, "prepare" | "batch">;
}
