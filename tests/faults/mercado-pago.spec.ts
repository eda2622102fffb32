// Mercado Pago slow or down as the shopper places an order (decision 113): the order is kept awaiting
// payment, its page says 'No pudimos conectar con Mercado Pago' and offers 'Reintentar pago'; once
// Mercado Pago answers, the retry leads to its page and the payment goes through.
import { uniqueEmail } from "../e2e/fixtures";
import { mercadoPagoUrl, orderPage, payByCard, paymentSection, placeWithMercadoPago } from "../e2e/mercado-pago";
import { addToBag, first, pathOf } from "../e2e/purchase";
import { expect, test } from "./faults";

async function placeWhileMercadoPagoIs(
  page: Parameters<typeof placeWithMercadoPago>[0],
  javaScriptEnabled: boolean,
  fault: string,
  storesDown: (faults: string) => Promise<void>,
) {
  await addToBag(page, pathOf(first), javaScriptEnabled);
  await storesDown(fault);
  await placeWithMercadoPago(page, javaScriptEnabled, uniqueEmail("mp-caido"), { reachesMercadoPago: false });
  await expect(page).toHaveURL(orderPage); // the order's own page, not Mercado Pago's
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("Mercado Pago down: the order waits, 'Reintentar pago' reaches it once it answers", async ({
      page,
      storesDown,
    }) => {
      test.slow();
      await placeWhileMercadoPagoIs(page, javaScriptEnabled, "payments=fail", storesDown);
      const payment = paymentSection(page);
      await expect(payment.getByRole("heading", { name: "No pudimos conectar con Mercado Pago" })).toBeVisible();
      await expect(payment).toContainText("Tu pedido está guardado");

      await storesDown("");
      await payment.getByRole("button", { name: "Reintentar pago" }).click();
      await expect(page).toHaveURL(new RegExp(`^${mercadoPagoUrl}/checkout/v1/redirect`));
      await payByCard(page, "APRO");
      await expect(page).toHaveURL(orderPage);
      await expect(paymentSection(page).getByRole("heading", { name: "Pago aprobado" })).toBeVisible();
    });
  });
}

test("Mercado Pago slow: after its 5 s the shopper is told, not left waiting", async ({ page, storesDown }) => {
  test.slow();
  await placeWhileMercadoPagoIs(page, true, "payments=stall", storesDown);
  await expect(
    paymentSection(page).getByRole("heading", { name: "No pudimos conectar con Mercado Pago" }),
  ).toBeVisible();
});
