// Webhook notifications of the local Mercado Pago stand-in (a dev/test tool, never shipped), sent as
// Mercado Pago documents them: POST to notification_url with data.id and type in the query, signed
// in x-signature, retried after 1, 2, 4, 8 and 16 s when the store does not answer 2xx. Every
// notification stays in the outbox, sent or held, so tests can read and replay it.
import { signNotification, type OutboxEntry } from "./contract";

/** Mercado Pago retries a webhook that does not answer 2xx; these are the waits between attempts. */
export const retryDelaysMs = [1000, 2000, 4000, 8000, 16000];

export interface DeliveryOptions {
  webhookSecret: string;
  send: typeof fetch;
  now: () => number;
  /** Waits between attempts (default: a timer that close() cuts short). */
  sleep?: (ms: number) => Promise<void>;
  log: (line: string) => void;
  /** Called after each attempt so its count and status are saved. */
  saved: () => void;
}

export function createDelivery(options: DeliveryOptions) {
  let closed = false;
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<{ timer: ReturnType<typeof setTimeout>; resolve: () => void }>();
  const sleep =
    options.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        const entry = { timer: setTimeout(() => (timers.delete(entry), resolve()), ms), resolve };
        timers.add(entry);
      }));

  /** A fresh request id, ts and signature, as each attempt of Mercado Pago's carries. */
  async function sign(entry: OutboxEntry): Promise<void> {
    const requestId = crypto.randomUUID();
    const ts = String(options.now());
    const v1 = await signNotification(options.webhookSecret, entry.body.data.id, requestId, ts);
    entry.headers = {
      "content-type": "application/json",
      "x-request-id": requestId,
      "x-signature": `ts=${ts},v1=${v1}`,
    };
  }

  async function deliver(entry: OutboxEntry): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      if (attempt > 0) await sign(entry);
      entry.attempts++;
      let ok = false;
      try {
        const response = await options.send(entry.url, {
          method: "POST",
          headers: entry.headers,
          body: JSON.stringify(entry.body),
        });
        entry.lastStatus = response.status;
        ok = response.ok;
        await response.body?.cancel();
      } catch (error) {
        entry.lastStatus = null;
        options.log(`Mercado Pago stand-in: notification to ${entry.url} failed: ${String(error)}`);
      }
      options.saved();
      if (ok) return;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        options.log(`Mercado Pago stand-in: gave up on notification ${entry.body.id} after ${entry.attempts} attempts`);
        return;
      }
      await sleep(delay);
    }
  }

  return {
    sign,
    /** Delivers in the background, retrying as Mercado Pago does. */
    start(entry: OutboxEntry): void {
      const delivery = deliver(entry).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close(): void {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      timers.clear();
    },
  };
}
