// The order list's benchmark Worker (scripts/bench/order-list.mjs): each GET runs one read of the
// studio's list through its own port and domain code, beside local D1, so a probe's HTTP time is one
// Worker request plus its D1 statements. `/referencia` is the same request with `SELECT 1`.
// `Server-Timing: d1;dur=` is the read's own time inside workerd (performance.now() advances across I/O).
import { orderListPageSize, orderListRequestOf } from "../../app/domain/orders/order-list";
import { csvBatchSize, orderCsvStream } from "../../app/features/desk/order-list.server";
import { orderListQuery, orderListStore } from "../../app/ports/order-list.server";

const timed = async (read: () => Promise<number>) => {
  const started = performance.now();
  const rows = await read();
  const ms = performance.now() - started;
  return Response.json({ rows }, { headers: { "Server-Timing": `d1;dur=${ms.toFixed(3)}` } });
};

export default {
  async fetch(request: Request, env: Cloudflare.Env): Promise<Response> {
    const url = new URL(request.url);
    const store = orderListStore(env.DB);
    switch (url.pathname) {
      case "/referencia":
        return timed(async () => (await env.DB.prepare("SELECT 1").all()).results.length);
      case "/lista": {
        const { filter, cursor, errors } = orderListRequestOf(url.searchParams);
        if (Object.keys(errors).length > 0) return Response.json(errors, { status: 400 });
        return timed(async () => (await store.page(filter, cursor, orderListPageSize)).entries.length);
      }
      case "/plan": {
        // How SQLite reads a probe at this size (EXPLAIN QUERY PLAN), for the report.
        const { filter, cursor } = orderListRequestOf(url.searchParams);
        const direction = cursor && "after" in cursor ? { after: cursor.after } : { before: cursor?.before };
        const { sql, values } = orderListQuery(filter, direction, orderListPageSize + 1);
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...values)
          .all<{ detail: string }>();
        return Response.json({ plan: results.map((row) => row.detail).join(" | ") });
      }
      case "/csv": {
        // The whole filtered list, as the studio's download streams it.
        const { filter } = orderListRequestOf(url.searchParams);
        return new Response(orderCsvStream(store.all(filter, csvBatchSize)), {
          headers: { "Content-Type": "text/csv; charset=utf-8" },
        });
      }
      default:
        return new Response("GET /referencia, /lista?…, /csv?…", { status: 404 });
    }
  },
};
