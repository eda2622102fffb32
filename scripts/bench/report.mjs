// Shared output of the bench scripts: a table on stdout and JSON under bench-results/.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { root } from "../lib/bootstrap.mjs";

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints rows (objects with the same keys) as an aligned table. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  if (!rows.length) return console.log("(sin filas)");
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? "")));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i].length)));
  const line = (values) =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join("  ");
  console.log(line(columns));
  console.log(widths.map((width) => "─".repeat(width)).join("  "));
  for (const values of cells) console.log(line(values));
}

export function writeResult(name, data) {
  const folder = join(root, "bench-results");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  console.log(`\nResultados en ${file}`);
}
