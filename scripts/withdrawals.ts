// `npm run withdrawals -- [list] [--since 2026-11-01] [--code ARR-XXXXXXXX] [--limit 50] [--json] [--remote] [--persist-to DIR]`
// Ops' view of purchase-cancellation requests (spec storefront-shell §2.19, decision 026): newest
// first, from the local D1 by default (as `npm start` leaves it) or Cloudflare's with --remote.
import { parseArgs } from "node:util";

import { normaliseWithdrawalCode } from "../app/domain/withdrawal/code";
import { d1Query } from "./lib/wrangler";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: "string" },
    code: { type: "string" },
    limit: { type: "string", default: "50" },
    json: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

const usage =
  "Uso: npm run withdrawals -- [list] [--since AAAA-MM-DD] [--code ARR-XXXXXXXX] [--limit N] [--json] [--remote]";
if (positionals.length > 1 || (positionals[0] && positionals[0] !== "list")) {
  console.error(usage);
  process.exit(2);
}

/** Values go into the SQL text (wrangler's --command takes no parameters): only checked shapes get there. */
const conditions: string[] = [];
if (values.since) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
    console.error(`--since debe ser una fecha AAAA-MM-DD.\n${usage}`);
    process.exit(2);
  }
  conditions.push(`created_at >= '${values.since}'`);
}
if (values.code) {
  const code = normaliseWithdrawalCode(values.code);
  if (!code) {
    console.error(`--code no es un código de arrepentimiento (ARR- y 8 caracteres).\n${usage}`);
    process.exit(2);
  }
  conditions.push(`code = '${code}'`);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
  console.error(`--limit debe ser un número entre 1 y 10000.\n${usage}`);
  process.exit(2);
}

type Row = {
  code: string;
  created_at: string;
  order_number: string;
  name: string;
  email: string;
  document: string;
  status: string;
  reason: string;
};
const rows = d1Query<Row>(
  `SELECT code, created_at, order_number, name, email, document, status, reason FROM withdrawal_requests
   ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""} ORDER BY created_at DESC LIMIT ${limit}`,
  { remote: values.remote, persistTo: values["persist-to"] },
);

if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (rows.length === 0) {
  console.log("No hay solicitudes de arrepentimiento.");
} else {
  console.table(
    rows.map((row) => ({
      código: row.code,
      fecha: row.created_at.replace("T", " ").slice(0, 16),
      pedido: row.order_number,
      nombre: row.name,
      email: row.email,
      dni: row.document,
      estado: row.status,
      motivo: row.reason.length > 60 ? `${row.reason.slice(0, 59)}…` : row.reason,
    })),
  );
  console.log(`${rows.length} solicitud${rows.length === 1 ? "" : "es"}.`);
}
