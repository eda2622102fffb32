// Issue "Pedidos": "CSV export of the filtered list for accounting, with cells that a spreadsheet would
// run as a formula escaped" (OWASP "CSV Injection"; decision 120).
import { describe, expect, it } from "vitest";

import { csvAmount, csvCell, csvLine, orderCsvHeader, orderCsvLine, orderDateOf } from "./order-csv";

describe("a cell a spreadsheet would run as a formula becomes text", () => {
  it.each([
    ["plain text", "Ana García", "Ana García"],
    ["a formula", "=1+1", "'=1+1"],
    ["a hostile link", '=HYPERLINK("http://x.test","clic")', `"'=HYPERLINK(""http://x.test"",""clic"")"`],
    ["a plus", "+54 11 5555", "'+54 11 5555"],
    ["a minus", "-2+3", "'-2+3"],
    ["an at sign", "@SUM(A1)", "'@SUM(A1)"],
    ["a tab", "\t=1", "'\t=1"],
    ["a carriage return", "\r=1", `"'\r=1"`],
    ["an equals sign further in", "a=b", "a=b"],
    ["the separator", "Retiro; tienda", `"Retiro; tienda"`],
    ["a quote", 'Ana "la" García', `"Ana ""la"" García"`],
    ["a line break", "línea 1\nlínea 2", `"línea 1\nlínea 2"`],
    ["a number", 100051, "100051"],
  ])("%s", (_, value, expected) => expect(csvCell(value)).toBe(expected));
});

describe("amounts use a decimal comma, as an es-AR spreadsheet reads them", () => {
  it.each([
    [0, "0,00"],
    [5, "0,05"],
    [1234567, "12345,67"],
    [100, "1,00"],
  ])("%d cents → %s", (cents, expected) => expect(csvAmount(cents)).toBe(expected));
});

it("writes the day and time in Buenos Aires", () => {
  expect(orderDateOf("2026-11-28T02:30:00.000Z")).toBe("27/11/2026 23:30");
});

it("joins cells with ';' and ends each line with CRLF", () => {
  expect(csvLine(["a", "b;c", 3])).toBe('a;"b;c";3\r\n');
  expect(orderCsvHeader).toBe("Número;Fecha;Cliente;Email;DNI;Total;Estado del pago;Estado del pedido;Envío\r\n");
});

it("writes an order's line with the labels the studio shows", () => {
  expect(
    orderCsvLine({
      number: 100051,
      createdAt: "2026-11-28T17:05:00.000Z",
      firstName: "=HYPERLINK(1)",
      lastName: "García",
      email: "ana@correo.test",
      document: "30123456",
      totalCents: 1234500,
      paymentState: "approved",
      status: "enviado",
      shippingName: "Retiro en tienda",
    }),
  ).toBe(
    "100051;28/11/2026 14:05;'=HYPERLINK(1) García;ana@correo.test;30123456;12345,00;Pago aprobado;Enviado;Retiro en tienda\r\n",
  );
});
