// /studio/correo (decision 116): staff read the mail the store sent while it runs locally — the
// e-mail provider's stand-in keeps it. A 404 wherever LOCAL_MAILBOX is not 'on' (production).
import type { AppLoadContext } from "@remix-run/cloudflare";

import {
  localMailbox,
  localMailboxIsOn,
  type MailboxMessage,
  type MailboxSummary,
} from "../../ports/local-mailbox.server";
import { requireStaff } from "../studio/staff.server";

export type MailboxPageData = {
  messages: (MailboxSummary & { when: string })[];
  open: (MailboxMessage & { links: string[] }) | null;
  /** The stand-in did not answer: `npm start` serves it. */
  unreachable: boolean;
};

const when = new Intl.DateTimeFormat("es-AR", {
  timeZone: "America/Argentina/Buenos_Aires",
  dateStyle: "short",
  timeStyle: "medium",
});

export async function mailboxPage(
  request: Request,
  context: Pick<AppLoadContext, "cloudflare" | "outside">,
): Promise<MailboxPageData> {
  const env = context.cloudflare.env;
  if (!localMailboxIsOn(env)) throw new Response("No encontrado", { status: 404 });
  await requireStaff(request, context);
  const mailbox = localMailbox(env, context.outside);
  const id = new URL(request.url).searchParams.get("id");
  try {
    const [messages, open] = await Promise.all([mailbox.latest(), id ? mailbox.message(id) : null]);
    return {
      messages: messages.map((message) => ({ ...message, when: when.format(new Date(message.createdAt)) })),
      // The message's links, to follow from the studio (its text names them in full).
      open: open ? { ...open, links: [...new Set((open.text ?? "").match(/https?:\/\/\S+/g) ?? [])] } : null,
      unreachable: false,
    };
  } catch (error) {
    console.error("Buzón local:", error);
    return { messages: [], open: null, unreachable: true };
  }
}
