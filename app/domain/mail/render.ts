// Each e-mail of the outbox as the shopper reads it (decision 116): a subject, a plain text and an HTML
// body in the store's look, es-AR. Pure: the delivery renders a row when it sends it, with the store's
// origin (links are absolute: a mail client has no page to resolve them against) and, for an order,
// its lines and totals as recorded (they never change once placed). Every value from data is escaped;
// there is no card data to show — a payment is named by its cuotas only.
import { formatPrice } from "../price";
import type { EmailMessage } from "./messages";

export type OrderDetails = {
  /** `priceCents` one unit before promotions; `discountCents` what they took off the line (decision 122). */
  items: {
    name: string;
    variant: string | null;
    quantity: number;
    priceCents: number;
    discountCents?: number;
    gift?: boolean;
  }[];
  /** The promotions the order got, by the name they had, and what each saved. */
  promotions?: { name: string; coupon: string | null; savedCents: number }[];
  shipping: { name: string; priceCents: number };
  totalCents: number;
};

export type RenderedEmail = { subject: string; text: string; html: string };

type Content = {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: { label: string; href: string } | null;
  /** An order's e-mail lists its lines and totals when they could be read. */
  showOrder: boolean;
};

/** The store's look (app/styles: --color-brand, --color-ink, --color-peach, --color-line). */
const colours = { brand: "#ab1458", ink: "#1a1a1a", muted: "#6b6b6b", peach: "#fdf1ea", line: "#e7e2de" };

const pesos = (cents: number) => formatPrice(cents / 100, { decimals: cents % 100 === 0 ? 0 : 2 });

/** A link of the store: a path, or an address on the store's own origin; anything else goes to the home. */
export function storeLink(origin: string, pathOrUrl: string): string {
  try {
    const url = new URL(pathOrUrl, origin);
    return url.origin === new URL(origin).origin ? url.href : new URL("/", origin).href;
  } catch {
    return new URL("/", origin).href;
  }
}

const tracking = (origin: string) => ({ label: "Seguir mi pedido", href: storeLink(origin, "/seguimiento") });

function contentOf(message: EmailMessage, origin: string): Content {
  switch (message.kind) {
    case "pedido-recibido": {
      const { number } = message.data;
      return {
        subject: `Recibimos tu pedido #${number}`,
        heading: "¡Gracias por tu compra!",
        paragraphs: [
          `Recibimos tu pedido #${number}. Te vamos a escribir cuando cambie su estado.`,
          "Si elegiste pagar con Mercado Pago, el pedido se prepara cuando el pago se acredita.",
        ],
        button: tracking(origin),
        showOrder: true,
      };
    }
    case "pago-aprobado": {
      const { number, instalments } = message.data;
      const cuotas = instalments && instalments > 1 ? ` en ${instalments} cuotas` : "";
      return {
        subject: `Pago aprobado: pedido #${number}`,
        heading: "Tu pago fue aprobado",
        paragraphs: [`Mercado Pago aprobó el pago${cuotas} de tu pedido #${number}. Ya lo estamos preparando.`],
        button: tracking(origin),
        showOrder: true,
      };
    }
    case "pago-rechazado": {
      const { number, reason } = message.data;
      return {
        subject: `No se aprobó el pago del pedido #${number}`,
        heading: "Tu pago no fue aprobado",
        paragraphs: [
          `Mercado Pago no aprobó el pago de tu pedido #${number}.`,
          reason,
          "Podés intentarlo de nuevo desde el seguimiento del pedido mientras siga reservado.",
        ],
        button: tracking(origin),
        showOrder: false,
      };
    }
    case "listo-para-retirar": {
      const { number, store } = message.data;
      return {
        subject: `Tu pedido #${number} está listo para retirar`,
        heading: "Tu pedido está listo para retirar",
        paragraphs: [`Podés retirar tu pedido #${number} en ${store}.`, "Acercate con tu DNI y el número de pedido."],
        button: tracking(origin),
        showOrder: false,
      };
    }
    case "enviado": {
      const { number, carrier, trackingNumber } = message.data;
      return {
        subject: `Tu pedido #${number} está en camino`,
        heading: "Tu pedido está en camino",
        paragraphs: [`Despachamos tu pedido #${number} con ${carrier}.`, `Número de seguimiento: ${trackingNumber}`],
        button: tracking(origin),
        showOrder: false,
      };
    }
    case "entregado": {
      const { number } = message.data;
      return {
        subject: `Tu pedido #${number} fue entregado`,
        heading: "Tu pedido fue entregado",
        paragraphs: [
          `Tu pedido #${number} figura como entregado. ¡Esperamos que lo disfrutes!`,
          "Si no lo recibiste o algo no está bien, respondé este correo.",
        ],
        button: tracking(origin),
        showOrder: false,
      };
    }
    case "cancelado": {
      const { number, reason } = message.data;
      return {
        subject: `Tu pedido #${number} fue cancelado`,
        heading: "Tu pedido fue cancelado",
        paragraphs: [
          `Cancelamos tu pedido #${number}.`,
          reason ? `Motivo: ${reason}` : null,
          "Si habías pagado, te devolvemos el dinero por el mismo medio de pago.",
        ].filter((line): line is string => line !== null),
        button: tracking(origin),
        showOrder: false,
      };
    }
    case "devuelto": {
      const { number, amountCents } = message.data;
      return {
        subject: `Te devolvimos ${pesos(amountCents)} del pedido #${number}`,
        heading: "Te devolvimos el dinero",
        paragraphs: [
          `Devolvimos ${pesos(amountCents)} del pedido #${number} por el mismo medio con que pagaste.`,
          "Según tu banco o tarjeta, puede tardar algunos días en verse en tu resumen.",
        ],
        button: tracking(origin),
        showOrder: false,
      };
    }
    case "arrepentimiento-recibido": {
      const { code, orderNumber } = message.data;
      return {
        subject: `Recibimos tu arrepentimiento: código ${code}`,
        heading: "Recibimos tu solicitud de arrepentimiento",
        paragraphs: [
          `Tu código de arrepentimiento es ${code} (pedido ${orderNumber}). Guardalo: lo vas a necesitar si nos consultás.`,
          "Próximos pasos: revisamos la solicitud y te escribimos para coordinar la devolución del producto, sin costo para vos. " +
            "Cuando la recibimos, te devolvemos el dinero por el mismo medio de pago.",
        ],
        button: { label: "Botón de arrepentimiento", href: storeLink(origin, "/arrepentimiento") },
        showOrder: false,
      };
    }
    case "arrepentimiento-resuelto": {
      const { code, orderNumber, outcome, reason } = message.data;
      const refunded = outcome === "reembolsado";
      return {
        subject: refunded
          ? `Arrepentimiento ${code}: te devolvimos el dinero`
          : `Arrepentimiento ${code}: no pudimos aceptarlo`,
        heading: refunded ? "Te devolvimos el dinero" : "No pudimos aceptar tu arrepentimiento",
        paragraphs: [
          refunded
            ? `Resolvimos tu arrepentimiento ${code} (pedido ${orderNumber}) y te devolvimos el dinero por el mismo medio de pago.`
            : `Revisamos tu arrepentimiento ${code} (pedido ${orderNumber}) y no pudimos aceptarlo.`,
          reason ? `Motivo: ${reason}` : null,
          "Si tenés dudas, respondé este correo con tu código.",
        ].filter((line): line is string => line !== null),
        button: null,
        showOrder: false,
      };
    }
    case "newsletter-confirmar":
      return {
        subject: "Confirmá tu suscripción a Esencia",
        heading: "Confirmá tu suscripción",
        paragraphs: [
          "Para recibir nuestras ofertas y novedades, confirmá tu suscripción con el botón.",
          "Si no te suscribiste, ignorá este correo: no te vamos a escribir.",
        ],
        button: { label: "Confirmar suscripción", href: storeLink(origin, message.data.confirmUrl) },
        showOrder: false,
      };
    case "newsletter-bienvenida":
      return {
        subject: "Tu código de bienvenida en Esencia",
        heading: "¡Gracias por suscribirte!",
        paragraphs: [
          `Tu código de bienvenida es ${message.data.coupon}: ${message.data.promotion}.`,
          "Ingresalo en tu bolsa, en 'Cupón de descuento', antes de confirmar tu compra.",
        ],
        button: { label: "Ir a la tienda", href: storeLink(origin, "/") },
        showOrder: false,
      };
    case "verificar-email":
      return {
        subject: "Verificá tu correo en Esencia",
        heading: "Verificá tu correo",
        paragraphs: ["Para terminar, confirmá que este correo es tuyo.", "Si no fuiste vos, ignorá este mensaje."],
        button: { label: "Verificar correo", href: storeLink(origin, message.data.verifyUrl) },
        showOrder: false,
      };
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const lineName = (item: OrderDetails["items"][number]) => (item.variant ? `${item.name} (${item.variant})` : item.name);

/** What the line costs: 'Regalo' for a promotion's gift, else its units less what promotions took off. */
const lineCost = (item: OrderDetails["items"][number]) =>
  item.gift ? "Regalo" : pesos(item.priceCents * item.quantity - (item.discountCents ?? 0));

/** 'Descuento 2x1 en fragancias (cupón X)' and '−$135.900' ('Incluida' for a gift or a free shipping that saved nothing). */
const promotionRows = (order: OrderDetails) =>
  (order.promotions ?? []).map((promotion) => ({
    label: `${promotion.name}${promotion.coupon ? ` (cupón ${promotion.coupon})` : ""}`,
    amount: promotion.savedCents > 0 ? `−${pesos(promotion.savedCents)}` : "Incluida",
  }));

function orderText(order: OrderDetails): string[] {
  return [
    "Tu pedido:",
    ...order.items.map((item) => `- ${item.quantity} × ${lineName(item)}: ${lineCost(item)}`),
    ...promotionRows(order).map((row) => `- ${row.label}: ${row.amount}`),
    `- Envío (${order.shipping.name}): ${order.shipping.priceCents === 0 ? "Gratis" : pesos(order.shipping.priceCents)}`,
    `Total: ${pesos(order.totalCents)}`,
  ];
}

function orderHtml(order: OrderDetails): string {
  const cell = `padding:8px 0;border-bottom:1px solid ${colours.line};`;
  const rows = order.items.map(
    (item) =>
      `<tr><td style="${cell}">${item.quantity} × ${escapeHtml(lineName(item))}</td>` +
      `<td style="${cell}text-align:right;white-space:nowrap">${escapeHtml(lineCost(item))}</td></tr>`,
  );
  for (const row of promotionRows(order))
    rows.push(
      `<tr><td style="${cell}">${escapeHtml(row.label)}</td>` +
        `<td style="${cell}text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`,
    );
  const shipping = order.shipping.priceCents === 0 ? "Gratis" : pesos(order.shipping.priceCents);
  rows.push(
    `<tr><td style="${cell}">Envío: ${escapeHtml(order.shipping.name)}</td>` +
      `<td style="${cell}text-align:right;white-space:nowrap">${escapeHtml(shipping)}</td></tr>`,
    `<tr><td style="padding:8px 0;font-weight:bold">Total</td>` +
      `<td style="padding:8px 0;font-weight:bold;text-align:right;white-space:nowrap">${escapeHtml(pesos(order.totalCents))}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0;font-size:14px">${rows.join("")}</table>`;
}

/**
 * The message as sent. `order`: the order's lines and totals, for the kinds that list them (read at
 * delivery; null when it could not be read — the message goes without them rather than not at all).
 */
export function renderEmail(message: EmailMessage, origin: string, order: OrderDetails | null = null): RenderedEmail {
  const content = contentOf(message, origin);
  const details = content.showOrder ? order : null;
  const home = storeLink(origin, "/");
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(details ? [...orderText(details), ""] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.href}`, ""] : []),
    "—",
    `Esencia · ${home}`,
  ].join("\n");
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.href)}" style="display:inline-block;background:${colours.brand};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-weight:bold">${escapeHtml(content.button.label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.peach};font-family:Arial,Helvetica,sans-serif;color:${colours.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.peach}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colours.line}">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${colours.brand}"><a href="${escapeHtml(home)}"><img src="${escapeHtml(storeLink(origin, "/brand/esencia-logo.webp"))}" alt="Esencia" width="140" style="display:block;border:0"></a></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${colours.ink}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join("\n")}
${details ? orderHtml(details) : ""}${button}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:${colours.muted};border-top:1px solid ${colours.line}">Esencia · <a href="${escapeHtml(home)}" style="color:${colours.muted}">${escapeHtml(home)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: content.subject, text, html };
}
