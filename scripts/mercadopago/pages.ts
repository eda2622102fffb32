// The hosted pages of the local Mercado Pago Checkout Pro stand-in (a dev/test tool, never shipped):
// what `init_point` opens in the shopper's browser, following Mercado Pago's documented flow
// (pay, cash ticket, result, back to the store's back_urls). Plain HTML forms, no JavaScript, es-AR.

/** A payment method the page offers, by the `method` radio value the form posts. */
export type PageMethod = "card" | "account_money" | "rapipago" | "pagofacil";

export const methodLabels: Record<PageMethod, string> = {
  card: "Tarjeta de crédito o débito",
  account_money: "Dinero en cuenta de Mercado Pago",
  rapipago: "Efectivo en Rapipago",
  pagofacil: "Efectivo en Pago Fácil",
};

/** Mercado Pago's test Mastercard, pre-filled so a test only types the cardholder name. */
export const testCardNumber = "5031 7557 3453 0604";

export interface PageItem {
  title: string;
  quantity: number;
  unit_price: number;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Pesos as shoppers in Argentina read them: '$ 219.900', '$ 1.234,50'. */
export function formatPesos(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const sign = cents < 0 ? "-" : "";
  return `$ ${sign}${grouped}${fraction ? `,${String(fraction).padStart(2, "0")}` : ""}`;
}

export function installmentsLabel(count: number): string {
  return count === 1 ? "1 pago" : `${count} cuotas`;
}

const style = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eee;color:#333}
header{background:#ffe600;padding:12px 24px}
header h1{margin:0;font-size:1.1rem;color:#2d3277}
main{max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px #0002}
h2{font-size:1.4rem;margin:0 0 16px}
table{width:100%;border-collapse:collapse;margin-bottom:16px}
td,th{padding:6px 0;text-align:left;border-bottom:1px solid #eee}
td.amount,th.amount{text-align:right}
fieldset{border:1px solid #ddd;border-radius:6px;margin:0 0 16px;padding:12px}
label{display:block;margin:6px 0}
input[type=text],select{display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font:inherit}
button{background:#009ee3;color:#fff;border:0;border-radius:6px;padding:12px 24px;font:inherit;font-weight:600;cursor:pointer}
a{color:#009ee3}
.error{background:#fdecea;color:#a0141e;padding:8px 12px;border-radius:6px}
.barcode{font-family:monospace;font-size:1.1rem;letter-spacing:2px;word-break:break-all;background:#f5f5f5;padding:12px}
nav{margin-top:16px;display:flex;gap:16px;flex-wrap:wrap}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mercado Pago (simulado)</title>
<style>${style}</style>
</head>
<body>
<header><h1>Mercado Pago (simulado)</h1></header>
<main>
${body}
</main>
</body>
</html>`;
}

function itemsTable(items: PageItem[], total: number): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)} × ${item.quantity}</td><td class="amount">${formatPesos(item.quantity * item.unit_price)}</td></tr>`,
    )
    .join("\n");
  return `<table>
<thead><tr><th>Producto</th><th class="amount">Importe</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th>Total</th><th class="amount">${formatPesos(total)}</th></tr></tfoot>
</table>`;
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

export interface CheckoutPageInput {
  /** Where the form posts (same origin). */
  action: string;
  items: PageItem[];
  total: number;
  methods: PageMethod[];
  maxInstallments: number;
  /** 'Volver a la tienda' without paying, or null when the preference has no back_urls. */
  backUrl: string | null;
  error?: string;
  values?: { method?: string; cardNumber?: string; cardholderName?: string; installments?: string };
}

export function checkoutPage(input: CheckoutPageInput): string {
  const values = input.values ?? {};
  const chosen = values.method ?? input.methods[0];
  const radios = input.methods
    .map(
      (method) =>
        `<label><input type="radio" name="method" value="${method}"${method === chosen ? " checked" : ""}> ${escapeHtml(methodLabels[method])}</label>`,
    )
    .join("\n");
  const installments = Array.from({ length: input.maxInstallments }, (_, index) => index + 1)
    .map(
      (count) =>
        `<option value="${count}"${String(count) === values.installments ? " selected" : ""}>${installmentsLabel(count)}</option>`,
    )
    .join("");
  const cardFields = input.methods.includes("card")
    ? `<fieldset>
<legend>Datos de la tarjeta</legend>
<label for="cardNumber">Número de tarjeta
<input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(values.cardNumber ?? testCardNumber)}"></label>
<label for="cardholderName">Nombre del titular (como figura en la tarjeta)
<input type="text" id="cardholderName" name="cardholderName" autocomplete="cc-name" value="${escapeHtml(values.cardholderName ?? "")}"></label>
<label for="installments">Cuotas
<select id="installments" name="installments">${installments}</select></label>
</fieldset>`
    : "";
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>\n` : "";
  const back = input.backUrl ? `<nav>${link(input.backUrl, "Volver a la tienda")}</nav>` : "";
  return layout(
    "Pagá tu compra",
    `<h2>Pagá tu compra</h2>
${itemsTable(input.items, input.total)}
${error}<form method="post" action="${escapeHtml(input.action)}">
<fieldset>
<legend>¿Cómo querés pagar?</legend>
${radios}
</fieldset>
${cardFields}
<button type="submit">Pagar</button>
</form>
${back}`,
  );
}

export function expiredPage(backUrl: string | null): string {
  const back = backUrl ? `<nav>${link(backUrl, "Volver a la tienda")}</nav>` : "";
  return layout("Link vencido", `<p>Este link de pago venció.</p>\n${back}`);
}

export function notFoundPage(): string {
  return layout("No encontrado", "<p>No encontramos este link de pago.</p>");
}

export interface TicketPageInput {
  action: string;
  total: number;
  network: "Rapipago" | "Pago Fácil";
  /** dd/mm/aaaa */
  dueDate: string;
  barcode: string;
  backUrl: string | null;
}

export function ticketPage(input: TicketPageInput): string {
  const back = input.backUrl ? `<nav>${link(input.backUrl, "Volver a la tienda")}</nav>` : "";
  return layout(
    "Cupón de pago",
    `<h2>Tu cupón de pago</h2>
<p>Pagá ${formatPesos(input.total)} en ${input.network} antes del ${escapeHtml(input.dueDate)}</p>
<p>Código de pago:</p>
<p class="barcode">${escapeHtml(input.barcode)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<button type="submit">Simular pago en efectivo</button>
</form>
${back}`,
  );
}

export type ResultKind = "approved" | "in_process" | "pending" | "rejected" | "cancelled";

const resultCopy: Record<ResultKind, { heading: string; text: string }> = {
  approved: { heading: "Pago aprobado", text: "¡Listo! Se acreditó tu pago." },
  in_process: { heading: "Estamos procesando tu pago", text: "En menos de 2 días hábiles te avisamos si se acreditó." },
  pending: { heading: "Tu pago está pendiente", text: "Te avisamos cuando se acredite." },
  rejected: { heading: "Tu pago fue rechazado", text: "No pudimos procesar tu pago. Probá con otro medio." },
  cancelled: { heading: "Tu pago fue cancelado", text: "No se hizo ningún cobro." },
};

export interface ResultPageInput {
  kind: ResultKind;
  total: number;
  paymentId: number;
  backUrl: string | null;
  /** 'Pagar con otro medio' (after a rejection): the payment page again. */
  retryUrl: string | null;
}

export function resultPage(input: ResultPageInput): string {
  const copy = resultCopy[input.kind];
  const links = [
    input.backUrl ? link(input.backUrl, "Volver a la tienda") : "",
    input.retryUrl ? link(input.retryUrl, "Pagar con otro medio") : "",
  ].filter(Boolean);
  return layout(
    copy.heading,
    `<h2>${escapeHtml(copy.heading)}</h2>
<p>${escapeHtml(copy.text)}</p>
<p>Total: ${formatPesos(input.total)} · Operación n.º ${input.paymentId}</p>
${links.length ? `<nav>${links.join("\n")}</nav>` : ""}`,
  );
}
