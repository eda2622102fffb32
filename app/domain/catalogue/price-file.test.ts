// Issue "Catalogue operations": "Upload a CSV or TSV in the columns an ERP exports (SKU reference or
// EAN, price, list price, stock; choose and document the header names, accept ';' or ',' and
// Argentine decimals) … A file that is not CSV, is huge, has broken encoding (Latin-1 from a
// spreadsheet, a BOM), repeated SKUs, negative or non-numeric values, or a price above the list
// price is refused by line with a clear message, and nothing is written." Decision 128.
import { describe, expect, it } from "vitest";

import {
  argentineAmount,
  centsInFile,
  parsePriceFile,
  priceFileMaxBytes,
  priceFileMaxRows,
  problemText,
  type PriceFileParse,
} from "./price-file";

const utf8 = (text: string) => new TextEncoder().encode(text);
/** What Excel's plain "CSV" writes in Argentina: Windows-1252, which is Latin-1 for these letters. */
const latin1 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

const problemsOf = (parse: PriceFileParse) => (parse.ok ? [] : parse.problems.map(problemText));

describe("argentineAmount", () => {
  it.each([
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["$ 1.234", 123400],
    ["$1.234,5", 123450],
    ["1.234.567,89", 123456789],
    ["1234", 123400],
    ["1234.5", 123450],
    ["12.50", 1250],
    ["0,99", 99],
    [" 15 000 ", 1500000],
  ])("%j is %i centavos", (cell, cents) => {
    expect(argentineAmount(cell)).toEqual({ kind: "amount", cents });
  });

  it.each([["12,5,0"], ["abc"], ["1,234.56"], ["12,345"], ["1.23.4"], [""], ["$"], ["1e3"]])(
    "%j is not an amount",
    (cell) => {
      expect(argentineAmount(cell)).toEqual({ kind: "invalid" });
    },
  );

  it.each([["-5"], ["$ -1.234,50"], ["(12,00)"]])("%j is negative", (cell) => {
    expect(argentineAmount(cell)).toEqual({ kind: "negative" });
  });

  it("writes centavos back as the download does, and reads them again", () => {
    expect(centsInFile(123450)).toBe("1234,50");
    expect(centsInFile(7)).toBe("0,07");
    expect(argentineAmount(centsInFile(123405))).toEqual({ kind: "amount", cents: 123405 });
  });
});

describe("parsePriceFile: files it reads", () => {
  it("reads the download's own format: ';', every column, Producto ignored", () => {
    const parse = parsePriceFile(
      utf8(
        "\uFEFFSKU;EAN;Producto;Precio;Precio de lista;Stock\r\n" +
          "101;7790001000011;Sauvage EDT 100 ml;1.234,56;1.500,00;12\r\n" +
          '102;;"Labial ""Rojo""; mate";999;;0\r\n',
      ),
    );
    expect(parse).toEqual({
      ok: true,
      separator: ";",
      rows: [
        { line: 2, skuId: 101, ean: "7790001000011", priceCents: 123456, listPriceCents: 150000, stock: 12 },
        { line: 3, skuId: 102, ean: null, priceCents: 99900, listPriceCents: null, stock: 0 },
      ],
    });
  });

  it.each([
    ["',' between cells", "EAN,Precio\n7790001000011,1234\n", ","],
    ["a tab between cells (TSV)", "EAN\tPrecio\n7790001000011\t1.234,00\n", "\t"],
    ["';' and a decimal comma", "EAN;Precio\n7790001000011;1234,00\n", ";"],
  ])("accepts %s", (_, text, separator) => {
    const parse = parsePriceFile(utf8(text));
    expect(parse).toMatchObject({ ok: true, separator, rows: [{ ean: "7790001000011", priceCents: 123400 }] });
  });

  it("takes headers in any case, with or without accents, and a column's other names", () => {
    const parse = parsePriceFile(utf8("sku ;  PRECIO DE LISTA;cantidad;Código de barras\n5;2000;3;77900010\n"));
    expect(parse).toMatchObject({ ok: true, rows: [{ skuId: 5, listPriceCents: 200000, stock: 3, ean: "77900010" }] });
  });

  it("leaves an absent column or an empty cell unchanged (null), and skips blank lines", () => {
    const parse = parsePriceFile(utf8("SKU;Precio;Stock\n7;;4\n\n;;\n8;10\n"));
    expect(parse).toMatchObject({
      ok: true,
      rows: [
        { line: 2, skuId: 7, priceCents: null, listPriceCents: null, stock: 4 },
        { line: 5, skuId: 8, priceCents: 1000, listPriceCents: null, stock: null },
      ],
    });
  });

  it("strips a UTF-8 BOM and reads accents in UTF-8", () => {
    expect(parsePriceFile(utf8("\uFEFFSKU;Producto;Precio\n1;Perfume Ñandú;10\n"))).toMatchObject({ ok: true });
  });

  it("reads 200,000 rows", () => {
    const lines = ["SKU;Precio;Precio de lista;Stock"];
    for (let sku = 1; sku <= 200_000; sku++) lines.push(`${sku};${sku % 9000},50;9.999,99;${sku % 40}`);
    const parse = parsePriceFile(utf8(lines.join("\r\n")));
    expect(parse.ok && parse.rows.length).toBe(200_000);
  });
});

describe("parsePriceFile: files it refuses, by line and column", () => {
  it.each([
    ["an empty file", utf8(""), ["El archivo está vacío."]],
    ["a header and no rows", utf8("SKU;Precio\n"), ["El archivo no tiene filas debajo del encabezado."]],
    [
      "an Excel workbook",
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      ['No es un CSV: parece una planilla de Excel o LibreOffice. Guardala como "CSV UTF-8" y subí ese archivo.'],
    ],
    ["binary bytes", Uint8Array.from([1, 0, 2, 0, 255]), ["No es un CSV: el archivo tiene contenido binario."]],
    [
      "text with no header",
      utf8("hola que tal\n"),
      [
        "Línea 1: No es un CSV de precios: la primera línea debe ser el encabezado, con columnas separadas por ';', ',' o tabulación (SKU, EAN, Producto, Precio, Precio de lista, Stock).",
      ],
    ],
    [
      "an unknown column",
      utf8("SKU;Precioo\n1;2\n"),
      [
        'Línea 1, columna Precioo: La columna "Precioo" no es conocida. Las columnas son: SKU, EAN, Producto, Precio, Precio de lista, Stock.',
      ],
    ],
    [
      "no SKU nor EAN column",
      utf8("Producto;Precio\nx;2\n"),
      ["Línea 1: Falta la columna SKU o EAN: cada fila dice qué SKU cambia con una de las dos."],
    ],
    [
      "nothing to change",
      utf8("SKU;Producto\n1;x\n"),
      ["Línea 1: No hay nada que cambiar: faltan las columnas Precio, Precio de lista o Stock."],
    ],
    [
      "a column twice",
      utf8("SKU;Precio;precio\n1;2;3\n"),
      ["Línea 1, columna Precio: La columna está dos veces en el encabezado."],
    ],
    [
      "a repeated SKU, naming both lines",
      utf8("SKU;Precio\n11;10\n12;10\n11;12\n"),
      ["Línea 4, columna SKU: El SKU 11 ya está en la línea 2."],
    ],
    [
      "a repeated EAN",
      utf8("EAN;Precio\n7790001000011;10\n7790001000011;12\n"),
      ["Línea 3, columna EAN: El EAN 7790001000011 ya está en la línea 2."],
    ],
    ["a negative price", utf8("SKU;Precio\n1;-10\n"), ['Línea 2, columna Precio: "-10" es negativo.']],
    [
      "a negative stock",
      utf8("SKU;Stock\n1;-3\n"),
      ['Línea 2, columna Stock: "-3" es negativo; el stock va de 0 en adelante.'],
    ],
    ["a non-numeric price", utf8("SKU;Precio\n1;12,5,0\n"), ['Línea 2, columna Precio: "12,5,0" no es un importe.']],
    ["a non-numeric stock", utf8("SKU;Stock\n1;muchos\n"), ['Línea 2, columna Stock: "muchos" no es un número.']],
    [
      "a non-integer stock",
      utf8("SKU;Stock\n1;2,5\n"),
      ['Línea 2, columna Stock: "2,5" no es un número entero de unidades.'],
    ],
    [
      "a zero price",
      utf8("SKU;Precio\n1;0\n"),
      ['Línea 2, columna Precio: "0" es cero; un precio tiene que ser mayor que cero.'],
    ],
    [
      "a price above the list price in its row",
      utf8("SKU;Precio;Precio de lista\n1;1.500;1.200\n"),
      ["Línea 2, columna Precio: $ 1.500,00 es mayor que el precio de lista $ 1.200,00."],
    ],
    [
      "a SKU that is not a number",
      utf8("SKU;Precio\nABC-1;10\n"),
      ['Línea 2, columna SKU: "ABC-1" no es un número de SKU.'],
    ],
    [
      "an EAN a spreadsheet wrote in scientific notation",
      utf8("EAN;Precio\n7,79E+12;10\n"),
      [
        'Línea 2, columna EAN: "7,79E+12" no es un EAN: la planilla lo pasó a notación científica. Dale a la columna formato Texto.',
      ],
    ],
    ["a row with neither SKU nor EAN", utf8("SKU;EAN;Precio\n;;10\n"), ["Línea 2: Falta el SKU o el EAN."]],
    [
      "a row with a cell too many",
      utf8("SKU;Precio\n1;10;20\n"),
      ["Línea 2: Tiene 3 celdas y el encabezado 2 columnas (¿un separador de más?)."],
    ],
    ["an unclosed quote", utf8('SKU;Producto;Precio\n1;"Labial;10\n'), ["Línea 2: Hay una comilla sin cerrar."]],
  ])("refuses %s", (_, bytes, problems) => {
    expect(problemsOf(parsePriceFile(bytes))).toEqual(problems);
  });

  it("refuses Latin-1 (Excel's plain CSV), naming the lines and how to save as CSV UTF-8", () => {
    const [problem] = problemsOf(
      parsePriceFile(latin1("SKU;Producto;Precio\n1;Crema;10\n2;Perfume Ñandú;20\n3;Jabón;5\n")),
    );
    expect(problem).toMatch(/^El archivo no está en UTF-8: las líneas 3 y 4 tienen caracteres/);
    expect(problem).toContain('"CSV UTF-8 (delimitado por comas)"');
  });

  it("lists every refused row, not only the first", () => {
    expect(problemsOf(parsePriceFile(utf8("SKU;Precio;Stock\n1;x;1\n2;3;-1\n3;4;5\n")))).toEqual([
      'Línea 2, columna Precio: "x" no es un importe.',
      'Línea 3, columna Stock: "-1" es negativo; el stock va de 0 en adelante.',
    ]);
  });

  it("stops listing after a hundred problems and says how many more", () => {
    const lines = ["SKU;Precio", ...Array.from({ length: 150 }, (_, i) => `${i + 1};x`)];
    const problems = problemsOf(parsePriceFile(utf8(lines.join("\n"))));
    expect(problems).toHaveLength(101);
    expect(problems.at(-1)).toBe("Y 50 problemas más.");
  });

  it("refuses a file above its byte limit before reading it", () => {
    expect(problemsOf(parsePriceFile(new Uint8Array(priceFileMaxBytes + 1)))).toEqual([
      "El archivo pesa 49 MB; el máximo es 48 MB. Dividilo en partes.",
    ]);
  });

  it("refuses a file above its row limit", () => {
    const lines = ["SKU;Stock", ...Array.from({ length: priceFileMaxRows + 1 }, (_, i) => `${i + 1};1`)];
    expect(problemsOf(parsePriceFile(utf8(lines.join("\n"))))).toEqual([
      "El archivo tiene más de 250.000 filas. Dividilo en partes.",
    ]);
  });
});
