// The local mailbox (decision 116): what the e-mail provider's local stand-in (scripts/email-provider/)
// received, read over its HTTP API. Only where LOCAL_MAILBOX is 'on' — `npm start`, the e2e server and
// the tests, where EMAIL_API_URL is the stand-in; production has no mailbox to read.
import { z } from "zod";

const Summary = z.object({
  id: z.string().max(100),
  from: z.string().max(500),
  to: z.array(z.string().max(500)).max(50),
  subject: z.string().max(1000),
  createdAt: z.string().max(40),
});
const Message = Summary.extend({ text: z.string().nullable(), html: z.string().nullable() });

export type MailboxSummary = z.infer<typeof Summary>;
export type MailboxMessage = z.infer<typeof Message>;

export const localMailboxIsOn = (env: Pick<Env, "LOCAL_MAILBOX">) => env.LOCAL_MAILBOX === "on";

export function localMailbox(env: Pick<Env, "EMAIL_API_URL">, outside: typeof fetch) {
  const base = env.EMAIL_API_URL.replace(/\/$/, "");
  const read = async (path: string) => {
    const response = await outside(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`El buzón local respondió ${response.status}`);
    return (await response.json()) as unknown;
  };
  return {
    async latest(): Promise<MailboxSummary[]> {
      const body = await read("/__standin/messages");
      return z
        .object({ messages: z.array(Summary) })
        .parse(body)
        .messages.slice(0, 100);
    },
    async message(id: string): Promise<MailboxMessage | null> {
      if (!/^[\w-]{1,100}$/.test(id)) return null;
      const body = await read(`/__standin/messages/${id}`);
      return body ? Message.parse(body) : null;
    },
  };
}
