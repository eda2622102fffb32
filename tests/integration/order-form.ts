import { exports } from "cloudflare:workers";

/** A complete, valid order form ('Comprar ahora', spec products-and-buying §9): Ana in Palermo, standard shipping, bank transfer. */
export const orderFields = {
  intent: "place-order",
  email: "ana.perez@example.com",
  firstName: "Ana",
  lastName: "Pérez",
  document: "30.123.456",
  phone: "11 4567-8901",
  postalCode: "C1425ABC",
  street: "Av. Santa Fe",
  streetNumber: "3253",
  city: "CABA",
  province: "Ciudad Autónoma de Buenos Aires",
  shippingOption: "standard",
  paymentMethod: "transferencia",
};

/** A business morning before every cut-off (decision 118): the present the order journeys are posted at. */
export const tuesdayMorning = "2026-12-01T10:00:00-03:00";

/** A same-site form post, as a browser without JavaScript sends it, at a fixed present. */
export function postForm(path: string, fields: Record<string, string>, cookie: string, now = tuesdayMorning) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return exports.default.fetch(
    new Request(`http://localhost:8787${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: {
        "Sec-Fetch-Site": "same-origin",
        "Sec-Fetch-Mode": "navigate",
        Cookie: cookie,
        "X-Esencia-Reloj": now,
      },
    }),
  );
}
