// Decision 115: "a timeline of every change with who and when" — events and payment history merged.
import { describe, expect, it } from "vitest";

import { mergedTimeline, type TimelineEvent, type TimelinePayment } from "./timeline";

const placedAt = "2026-11-28T12:00:00.000Z";
const event = (at: string, action: string, actor = "operaciones@esencia.demo"): TimelineEvent => ({
  at,
  actor,
  action,
  detail: null,
});
const payment = (at: string, source: string, state: TimelinePayment["state"] = "approved"): TimelinePayment => ({
  at,
  state,
  paymentId: "1310000001",
  statusDetail: "accredited",
  source,
});
const shape = (lines: ReturnType<typeof mergedTimeline>) => lines.map(({ who, what }) => `${who}: ${what}`);

describe("mergedTimeline", () => {
  it.each<[string, TimelineEvent[], TimelinePayment[], string[]]>([
    ["a new order: its placing only", [], [], ["cliente: Pedido recibido"]],
    [
      "Mercado Pago's news between desk actions, by time",
      [event("2026-11-28T12:10:00.000Z", "preparar"), event("2026-11-28T12:20:00.000Z", "enviar")],
      [payment("2026-11-28T12:05:00.000Z", "notificación")],
      [
        "cliente: Pedido recibido",
        "Mercado Pago: Pago aprobado",
        "operaciones@esencia.demo: En preparación",
        "operaciones@esencia.demo: Enviado",
      ],
    ],
    [
      "the desk's own payment line is told by its event",
      [event("2026-11-28T12:10:00.000Z", "confirmar-transferencia")],
      [payment("2026-11-28T12:10:00.000Z", "operaciones")],
      ["cliente: Pedido recibido", "operaciones@esencia.demo: Transferencia confirmada"],
    ],
    [
      "a 'pedido' event replaces the placing line",
      [event(placedAt, "pedido", "cliente")],
      [],
      ["cliente: Pedido recibido"],
    ],
    [
      "the cron's end of the window",
      [],
      [payment("2026-11-29T12:00:00.000Z", "vencimiento", "cancelled")],
      ["cliente: Pedido recibido", "programado: Pago cancelado"],
    ],
  ])("%s", (_, events, history, expected) => {
    expect(shape(mergedTimeline(placedAt, events, history))).toEqual(expected);
  });

  it("says when in Buenos Aires time, and the payment's id and status_detail", () => {
    const [, line] = mergedTimeline(placedAt, [], [payment("2026-11-28T15:30:00.000Z", "retorno")]);
    expect(line).toMatchObject({ when: "28/11/2026, 12:30", detail: "Pago 1310000001 · accredited" });
  });
});
