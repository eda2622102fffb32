import { describe, expect, it } from "vitest";

import { shopperTimeline, type RecordedEvent } from "./shopper-timeline";

const event = (fields: Partial<RecordedEvent>): RecordedEvent => ({
  at: "2026-11-28T12:00:00.000Z",
  actor: "cliente",
  action: "pedido",
  status: "recibido",
  detail: null,
  ...fields,
});

// Decision 117: "shopper-facing wording: never show staff e-mails — show 'Esencia' or nothing for the actor".
describe("the shopper reads what happened to the order, never which of the staff did it", () => {
  it.each([
    ["the order placed", event({}), { what: "Pedido recibido", by: "Vos" }],
    [
      "a staff member ships it",
      event({ actor: "operaciones@esencia.demo", action: "enviar", status: "enviado", detail: "Andreani 123" }),
      { what: "Enviado", by: "Esencia", detail: "Andreani 123" },
    ],
    [
      "the scheduler cancels it",
      event({ actor: "programado", action: "cancelar", status: "cancelado" }),
      { what: "Cancelado", by: "Esencia" },
    ],
    [
      "Mercado Pago's news",
      event({ actor: "mercado pago", action: "pago", status: null }),
      { what: "Novedad del pago", by: "Mercado Pago" },
    ],
    [
      "an arrepentimiento filed",
      event({ action: "arrepentimiento", status: null }),
      { what: "Solicitud de arrepentimiento", by: "Vos" },
    ],
    [
      "an action it does not know",
      event({ actor: "x@esencia.demo", action: "otra", status: null }),
      { what: "Actualización del pedido", by: "Esencia" },
    ],
  ])("%s", (_case, recorded, expected) => {
    const [shown] = shopperTimeline([recorded]);
    expect(shown).toMatchObject(expected);
    expect(JSON.stringify(shown)).not.toContain("@esencia.demo");
  });

  it("leaves out the desk's notes of e-mails sent", () => {
    expect(shopperTimeline([event({ actor: "programado", action: "correo", status: null })])).toEqual([]);
  });
});
