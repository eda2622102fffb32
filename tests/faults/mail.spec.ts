// The e-mail provider down (decision 116): mail waits in the outbox and goes out, once, when the
// provider answers again — "an e-mail provider that is down delays mail and loses none". The cron is
// the e2e server's (/__e2e/cron), run with the provider failed by the fault switch, then without.
import { faultsHeader } from "../../app/server/faults.server";
import { e2ePort } from "../../playwright.config";
import { open, uniqueEmail } from "../e2e/fixtures";
import { receivedBy } from "../e2e/mailbox";
import { expect, test } from "./faults";

const mailboxUrl = `http://127.0.0.1:${Number(process.env.E2E_EMAIL_PORT ?? e2ePort + 2000)}`;

test("a provider that is down delays the confirmation e-mail and loses none", async ({ page, request }) => {
  const email = uniqueEmail("correo-caido");
  await open(page, "/", true);
  const newsletter = page.locator("footer .newsletter");
  await newsletter.getByPlaceholder("Ingresá tu email").fill(email);
  await newsletter.getByRole("button", { name: "Suscribirme" }).click();
  await expect(newsletter.getByRole("status")).toContainText("te enviamos un correo");

  const inbox = async () =>
    (
      (await (await request.get(`${mailboxUrl}/__standin/messages?to=${encodeURIComponent(email)}`)).json()) as {
        messages: unknown[];
      }
    ).messages.length;
  // The provider fails: the run ends, the message stays unsent.
  const down = await request.get("/__e2e/cron", { headers: { [faultsHeader]: "email=fail" } });
  expect(down.ok()).toBe(true);
  expect(await inbox()).toBe(0);

  // Back: a run after the backoff delivers it, and later runs never again.
  const later = Date.now() + 10 * 60_000;
  await request.get(`/__e2e/cron?time=${later}`);
  const mail = await receivedBy(request, email);
  expect(mail.subject).toBe("Confirmá tu suscripción a Esencia");
  await request.get(`/__e2e/cron?time=${later + 60 * 60_000}`);
  expect(await inbox()).toBe(1);
});
