// The e2e server's local mailbox (decision 116): its e-mail provider stand-in, on E2E_PORT + 2000
// (scripts/e2e-server.ts). The per-minute cron (/__e2e/cron) delivers the outbox to it.
import { expect, type APIRequestContext } from "@playwright/test";

import { e2ePort } from "../../playwright.config";

const mailboxUrl = `http://127.0.0.1:${Number(process.env.E2E_EMAIL_PORT ?? e2ePort + 2000)}`;

export type ReceivedEmail = { id: string; to: string[]; subject: string; text: string };

/** Runs the per-minute cron until the mailbox holds a message for `to` (with `subject`, if given), and returns the newest. */
export async function receivedBy(request: APIRequestContext, to: string, subject?: string): Promise<ReceivedEmail> {
  let found: { id: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      await request.get("/__e2e/cron");
      const list = (await (
        await request.get(`${mailboxUrl}/__standin/messages?to=${encodeURIComponent(to)}`)
      ).json()) as {
        messages: { id: string; subject: string }[];
      };
      found = list.messages.find((message) => subject === undefined || message.subject === subject);
      return found ? 1 : 0;
    })
    .toBeGreaterThan(0);
  return (await (await request.get(`${mailboxUrl}/__standin/messages/${found!.id}`)).json()) as ReceivedEmail;
}

/** The store's link in a message's text that starts with `path`, as a path to open. */
export function linkIn(email: ReceivedEmail, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/[?.]/g, "\\$&")}\\S*)`).exec(email.text);
  if (!match) throw new Error(`El correo "${email.subject}" no tiene un enlace a ${path}`);
  return match[1]!;
}
