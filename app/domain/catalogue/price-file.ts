// A price and stock file, as an ERP or a spreadsheet exports it (decision 128): the rules that need
// no database. Which SKUs exist, and a price against the stored list price, the dry run checks.
//
// Headers (case, accents and spacing ignored): SKU or EAN (at least one; a row names its SKU by
// either), Producto (ignored: it is there to read), Precio, Precio de lista, Stock (at least one).
// An unknown column is refused, so a misspelt 'Precio lista ' never silently changes nothing.
// Cells: ';', ',' or tab between them (the header decides), quotes as in RFC 4180, amounts in
// Argentine writing ('1.234,56', '1234,56', '$ 1.234'), an empty cell leaves its value as it is.

export type PriceFileRow = {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  skuId: number | null;
  ean: string | null;
  /** null = column absent or cell empty: leave unchanged. */
  priceCents: number | null;
  listPriceCents: number | null;
  stock: number | null;
};

export type FileProblem = { line: number | null; column: string | null; message: string };

export type PriceFileSeparator = ";" | "," | "\t";

export type PriceFileParse =
  { ok: true; rows: PriceFileRow[]; separator: PriceFileSeparator } | { ok: false; problems: FileProblem[] };

/** 200,000 SKUs with their names run about 25 MB; a file twice that is not a price file. */
export const priceFileMaxBytes = 48 * 1024 * 1024;
/** Rows below the header: the 200k catalogue and room to spare. */
export const priceFileMaxRows = 250_000;
/** A refused file lists this many problems, then says how many more there are. */
export const priceFileMaxProblems = 100;
/** Above this a figure is a typo (a price of $ 100 million, 1 million units of one SKU). */
export const maxPriceCents = 10_000_000_000;
export const maxStock = 1_000_000;

/** The columns, as the download writes them, in its order. */
export const priceFileColumns = {
  skuId: "SKU",
  ean: "EAN",
  product: "Producto",
  priceCents: "Precio",
  listPriceCents: "Precio de lista",
  stock: "Stock",
} as const;
type ColumnKey = keyof typeof priceFileColumns;

/** What a header cell may say, once normalised (lower case, no accents, single spaces). */
const headerAliases: Record<string, ColumnKey> = {
  sku: "skuId",
  "sku id": "skuId",
  "id sku": "skuId",
  ean: "ean",
  "ean 13": "ean",
  ean13: "ean",
  "codigo de barras": "ean",
  producto: "product",
  nombre: "product",
  precio: "priceCents",
  "precio de venta": "priceCents",
  "precio de lista": "listPriceCents",
  "precio lista": "listPriceCents",
  stock: "stock",
  cantidad: "stock",
};

const knownHeaders = Object.values(priceFileColumns).join(", ");

export function parsePriceFile(bytes: Uint8Array): PriceFileParse {
  if (bytes.length === 0) return refused(null, null, "El archivo está vacío.");
  if (bytes.length > priceFileMaxBytes)
    return refused(
      null,
      null,
      `El archivo pesa ${megabytes(bytes.length)} MB; el máximo es ${megabytes(priceFileMaxBytes)} MB. Dividilo en partes.`,
    );
  const notText = notTextProblem(bytes);
  if (notText) return refused(null, null, notText);
  const text = decodeUtf8(bytes);
  if (!text.ok) return { ok: false, problems: text.problems };

  const records = csvRecords(text.text);
  const header = records.next();
  if (header.done) return refused(null, null, "El archivo está vacío.");
  const separator = separatorOf(header.value.raw);
  if (!separator) return refused(1, null, noHeaderMessage);
  const columns = headerColumns(splitCells(header.value.raw, separator).cells);
  if (!columns.ok) return { ok: false, problems: columns.problems };

  const problems = new Problems();
  const rows: PriceFileRow[] = [];
  const firstLineOf = { sku: new Map<number, number>(), ean: new Map<string, number>() };
  for (const record of records) {
    const { cells, unclosedQuote } = splitCells(record.raw, separator);
    if (unclosedQuote) {
      problems.add(record.line, null, "Hay una comilla sin cerrar.");
      continue;
    }
    if (cells.every((cell) => cell.trim() === "")) continue;
    if (rows.length + problems.rowsRefused >= priceFileMaxRows) {
      return refused(null, null, `El archivo tiene más de ${groupDigits(priceFileMaxRows)} filas. Dividilo en partes.`);
    }
    const extra = cells.slice(columns.keys.length).filter((cell) => cell.trim() !== "");
    if (extra.length > 0) {
      problems.add(
        record.line,
        null,
        `Tiene ${cells.length} celdas y el encabezado ${columns.keys.length} columnas (¿un separador de más?).`,
      );
      continue;
    }
    const row = rowOf(record.line, cells, columns.keys, problems);
    if (!row) continue;
    const repeated = repetition(row, firstLineOf);
    if (repeated) {
      problems.add(row.line, repeated.column, repeated.message);
      continue;
    }
    rows.push(row);
  }
  if (rows.length === 0 && problems.count === 0)
    return refused(null, null, "El archivo no tiene filas debajo del encabezado.");
  if (problems.count > 0) return { ok: false, problems: problems.list() };
  return { ok: true, rows, separator };
}

const noHeaderMessage = `No es un CSV de precios: la primera línea debe ser el encabezado, con columnas separadas por ';', ',' o tabulación (${knownHeaders}).`;

/** 'Línea 12, columna Precio: "12,5,0" no es un importe.' */
export function problemText(problem: FileProblem): string {
  const where = [
    problem.line === null ? null : `Línea ${problem.line}`,
    problem.column === null ? null : `columna ${problem.column}`,
  ].filter(Boolean);
  return where.length > 0 ? `${where.join(", ")}: ${problem.message}` : problem.message;
}

function refused(line: number | null, column: string | null, message: string): PriceFileParse {
  return { ok: false, problems: [{ line, column, message }] };
}

class Problems {
  private readonly problems: FileProblem[] = [];
  private readonly lines = new Set<number>();
  count = 0;
  get rowsRefused() {
    return this.lines.size;
  }
  add(line: number, column: string | null, message: string) {
    this.count += 1;
    this.lines.add(line);
    if (this.problems.length < priceFileMaxProblems) this.problems.push({ line, column, message });
  }
  list(): FileProblem[] {
    const more = this.count - this.problems.length;
    return more > 0
      ? [...this.problems, { line: null, column: null, message: `Y ${groupDigits(more)} problemas más.` }]
      : this.problems;
  }
}

// ---- bytes → text -------------------------------------------------------------------------------

/** A spreadsheet saved as .xlsx/.ods is a ZIP; a NUL byte never appears in a text file. */
function notTextProblem(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'No es un CSV: parece una planilla de Excel o LibreOffice. Guardala como "CSV UTF-8" y subí ese archivo.';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    return 'No es un CSV: parece una planilla de Excel antigua (.xls). Guardala como "CSV UTF-8" y subí ese archivo.';
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return "No es un CSV: el archivo tiene contenido binario.";
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** UTF-8 only, a BOM dropped. A Latin-1 file is refused naming its lines, so ops save it again. */
function decodeUtf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; problems: FileProblem[] } {
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    const badLines: number[] = [];
    let line = 1;
    let start = 0;
    for (let at = 0; at <= bytes.length; at++) {
      if (at < bytes.length && bytes[at] !== 0x0a) continue;
      try {
        utf8.decode(bytes.subarray(start, at));
      } catch {
        badLines.push(line);
      }
      line += 1;
      start = at + 1;
    }
    const shown = badLines.slice(0, 10);
    const lines = shown.length === 1 ? `la línea ${shown[0]}` : `las líneas ${listInSpanish(shown.map(String))}`;
    const more = badLines.length > shown.length ? ` (y ${badLines.length - shown.length} más)` : "";
    return {
      ok: false,
      problems: [
        {
          line: null,
          column: null,
          message: `El archivo no está en UTF-8: ${lines}${more} tienen caracteres en otra codificación (como guarda Excel un "CSV" común). En Excel elegí Guardar como → "CSV UTF-8 (delimitado por comas)"; en LibreOffice, Juego de caracteres "Unicode (UTF-8)". Después subilo de nuevo.`,
        },
      ],
    };
  }
}

// ---- text → records → cells ---------------------------------------------------------------------

type RawRecord = { line: number; raw: string };

/** Records split on line ends outside quotes; each knows the line it starts on. */
function* csvRecords(text: string): Generator<RawRecord> {
  let line = 1;
  let start = 0;
  let startLine = 1;
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === 0x22) quoted = !quoted;
    else if (char === 0x0a) {
      line += 1;
      if (quoted) continue;
      const end = at > start && text.charCodeAt(at - 1) === 0x0d ? at - 1 : at;
      yield { line: startLine, raw: text.slice(start, end) };
      start = at + 1;
      startLine = line;
    }
  }
  if (start < text.length) {
    const end = text.endsWith("\r") ? text.length - 1 : text.length;
    yield { line: startLine, raw: text.slice(start, end) };
  }
}

/** The header's most frequent separator outside quotes; tab, then ';', win a tie. */
function separatorOf(header: string): PriceFileSeparator | null {
  const counts = { "\t": 0, ";": 0, ",": 0 };
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as PriceFileSeparator] += 1;
  }
  const best = (["\t", ";", ","] as const).reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return counts[best] > 0 ? best : null;
}

function splitCells(raw: string, separator: string): { cells: string[]; unclosedQuote: boolean } {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let at = 0; at < raw.length; at++) {
    const char = raw[at]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (raw[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return { cells, unclosedQuote: quoted };
}

// ---- header -------------------------------------------------------------------------------------

function headerColumns(
  cells: string[],
): { ok: true; keys: (ColumnKey | null)[] } | { ok: false; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const keys: (ColumnKey | null)[] = [];
  const seen = new Set<ColumnKey>();
  cells.forEach((cell, index) => {
    const name = normalisedHeader(cell);
    if (name === "" && index === cells.length - 1 && index > 0) return keys.push(null);
    const key = headerAliases[name];
    if (!key) {
      problems.push({
        line: 1,
        column: cell.trim() || `${index + 1}`,
        message: `La columna "${cell.trim()}" no es conocida. Las columnas son: ${knownHeaders}.`,
      });
      return keys.push(null);
    }
    if (seen.has(key))
      problems.push({ line: 1, column: priceFileColumns[key], message: "La columna está dos veces en el encabezado." });
    seen.add(key);
    return keys.push(key);
  });
  if (problems.length > 0) return { ok: false, problems };
  if (!seen.has("skuId") && !seen.has("ean"))
    return refusedHeader("Falta la columna SKU o EAN: cada fila dice qué SKU cambia con una de las dos.");
  if (!seen.has("priceCents") && !seen.has("listPriceCents") && !seen.has("stock"))
    return refusedHeader("No hay nada que cambiar: faltan las columnas Precio, Precio de lista o Stock.");
  return { ok: true, keys };
}

function refusedHeader(message: string) {
  return { ok: false as const, problems: [{ line: 1, column: null, message }] };
}

export function normalisedHeader(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_]+/g, " ")
    .trim();
}

// ---- a row --------------------------------------------------------------------------------------

function rowOf(line: number, cells: string[], keys: (ColumnKey | null)[], problems: Problems): PriceFileRow | null {
  const row: PriceFileRow = { line, skuId: null, ean: null, priceCents: null, listPriceCents: null, stock: null };
  let fine = true;
  const fail = (key: ColumnKey, message: string) => {
    problems.add(line, priceFileColumns[key], message);
    fine = false;
  };
  keys.forEach((key, index) => {
    const cell = (cells[index] ?? "").trim();
    if (!key || key === "product" || cell === "") return;
    if (key === "skuId") {
      if (/^\d{1,15}$/.test(cell) && Number(cell) > 0) row.skuId = Number(cell);
      else fail(key, `"${cell}" no es un número de SKU.`);
    } else if (key === "ean") {
      if (/^\d{8,14}$/.test(cell)) row.ean = cell;
      else if (/e\+?\d+$/i.test(cell))
        fail(
          key,
          `"${cell}" no es un EAN: la planilla lo pasó a notación científica. Dale a la columna formato Texto.`,
        );
      else fail(key, `"${cell}" no es un EAN (de 8 a 14 dígitos).`);
    } else if (key === "stock") {
      const amount = argentineAmount(cell);
      if (amount.kind === "negative") fail(key, `"${cell}" es negativo; el stock va de 0 en adelante.`);
      else if (amount.kind !== "amount") fail(key, `"${cell}" no es un número.`);
      else if (amount.cents % 100 !== 0) fail(key, `"${cell}" no es un número entero de unidades.`);
      else if (amount.cents / 100 > maxStock)
        fail(key, `"${cell}" es demasiado (el máximo es ${groupDigits(maxStock)}).`);
      else row.stock = amount.cents / 100;
    } else {
      const amount = argentineAmount(cell);
      if (amount.kind === "negative") fail(key, `"${cell}" es negativo.`);
      else if (amount.kind !== "amount") fail(key, `"${cell}" no es un importe.`);
      else if (amount.cents === 0) fail(key, `"${cell}" es cero; un precio tiene que ser mayor que cero.`);
      else if (amount.cents > maxPriceCents) fail(key, `"${cell}" es demasiado alto.`);
      else row[key] = amount.cents;
    }
  });
  if (!fine) return null;
  if (row.skuId === null && row.ean === null) {
    problems.add(line, null, "Falta el SKU o el EAN.");
    return null;
  }
  if (row.priceCents !== null && row.listPriceCents !== null && row.priceCents > row.listPriceCents) {
    problems.add(
      line,
      priceFileColumns.priceCents,
      `${pesos(row.priceCents)} es mayor que el precio de lista ${pesos(row.listPriceCents)}.`,
    );
    return null;
  }
  return row;
}

function repetition(
  row: PriceFileRow,
  firstLineOf: { sku: Map<number, number>; ean: Map<string, number> },
): { column: string; message: string } | null {
  if (row.skuId !== null) {
    const first = firstLineOf.sku.get(row.skuId);
    if (first !== undefined)
      return { column: priceFileColumns.skuId, message: `El SKU ${row.skuId} ya está en la línea ${first}.` };
    firstLineOf.sku.set(row.skuId, row.line);
  }
  if (row.ean !== null) {
    const first = firstLineOf.ean.get(row.ean);
    if (first !== undefined)
      return { column: priceFileColumns.ean, message: `El EAN ${row.ean} ya está en la línea ${first}.` };
    firstLineOf.ean.set(row.ean, row.line);
  }
  return null;
}

// ---- amounts ------------------------------------------------------------------------------------

export type ParsedAmount = { kind: "amount"; cents: number } | { kind: "negative" } | { kind: "invalid" };

/**
 * An amount in pesos as Argentines write it, to centavos: '1.234,56', '1234,56', '$ 1.234', '1234'.
 * A dot before exactly three digits groups thousands; a dot before one or two digits with no comma
 * is the decimal point an ERP writes ('1234.5'). More than two decimals is not an amount.
 */
export function argentineAmount(cell: string): ParsedAmount {
  let text = cell.replace(/[\s\u00a0]/g, "");
  if (text.startsWith("$")) text = text.slice(1);
  const negative = text.startsWith("-") || text.startsWith("$-") || text.startsWith("(");
  if (negative) text = text.replace(/^\(?\$?-?\$?/, "").replace(/\)$/, "");
  let whole: string;
  let fraction = "";
  const grouped = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(text);
  const plain = /^(\d+)(?:,(\d{1,2}))?$/.exec(text);
  const dotDecimal = /^(\d+)\.(\d{1,2})$/.exec(text);
  if (grouped) [whole, fraction] = [grouped[1]!.replaceAll(".", ""), grouped[2] ?? ""];
  else if (plain) [whole, fraction] = [plain[1]!, plain[2] ?? ""];
  else if (dotDecimal) [whole, fraction] = [dotDecimal[1]!, dotDecimal[2]!];
  else return { kind: "invalid" };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return { kind: "invalid" };
  if (negative) return cents === 0 ? { kind: "amount", cents: 0 } : { kind: "negative" };
  return { kind: "amount", cents };
}

/** Centavos as the download writes them: '1234,50' (no grouping: a spreadsheet reads it as a number). */
export function centsInFile(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

function pesos(cents: number): string {
  return `$ ${groupDigits(Math.floor(cents / 100))},${String(cents % 100).padStart(2, "0")}`;
}

function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ".");
}

function megabytes(bytes: number): string {
  return String(Math.ceil(bytes / (1024 * 1024)));
}

function listInSpanish(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}
