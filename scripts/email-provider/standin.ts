// A local stand-in of Resend's e-mail API (decision 116) — and the local mailbox: what the store
// sends is kept here, for staff to read in the studio (/studio/correo) and for tests. A dev/test tool,
// never shipped (nothing under app/ or workers/ imports it).
//
// Resend's contract, as its API reference documents it:
//   POST /emails  Authorization: Bearer <key>, optional Idempotency-Key; JSON {from, to (string or
//     up to 50), subject, html?, text?, …} → 200 {id}. The same key with the same body answers the
//     same id without sending again; with another body 409 invalid_idempotent_request.
//     Errors are JSON {statusCode, name, message}: 401 missing_api_key, 403 invalid_api_key,
//     422 validation_error / missing_required_field.
//   GET /emails/:id → the e-mail as sent ({object: 'email', id, from, to, subject, html, text, created_at, last_event}).
// Controls for tests and the studio, under /__standin/:
//   GET /__standin/messages[?to=]   the mailbox, newest first (no bodies)
//   GET /__standin/messages/:id     one message with its text and HTML
//   POST /__standin/fail {count, status?}  the next `count` sends answer `status` (default 500)
//   DELETE /__standin/messages      empties the mailbox
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export type StoredEmail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  createdAt: string;
  idempotencyKey: string | null;
};

export type EmailProviderStandInOptions = {
  apiKey: string;
  /** Where the mailbox survives restarts (`npm start`); memory only without it. */
  stateFile?: string;
};

export type EmailProviderStandIn = {
  fetch(request: Request): Promise<Response>;
  messages(): StoredEmail[];
  /** The next `count` sends answer `status`. */
  failNext(count: number, status?: number): void;
  close(): void;
};

type State = { messages: StoredEmail[]; idempotency: Record<string, { id: string; body: string }> };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const problem = (statusCode: number, name: string, message: string) => json({ statusCode, name, message }, statusCode);

const summary = ({ text: _text, html: _html, ...rest }: StoredEmail) => rest;

export function createEmailProviderStandIn(options: EmailProviderStandInOptions): EmailProviderStandIn {
  const state: State =
    options.stateFile && existsSync(options.stateFile)
      ? (JSON.parse(readFileSync(options.stateFile, "utf8")) as State)
      : { messages: [], idempotency: {} };
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const save = () => {
    if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify(state));
  };

  async function send(request: Request): Promise<Response> {
    const auth = request.headers.get("authorization");
    if (!auth) return problem(401, "missing_api_key", "Missing API key in the authorization header.");
    if (auth !== `Bearer ${options.apiKey}`) return problem(403, "invalid_api_key", "API key is invalid.");
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return problem(failures.status, "internal_server_error", "An unexpected error occurred (stand-in).");
    }
    const raw = await request.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return problem(422, "validation_error", "Invalid JSON body.");
    }
    const to = typeof body.to === "string" ? [body.to] : body.to;
    if (typeof body.from !== "string" || !body.from)
      return problem(422, "missing_required_field", "Missing `from` field.");
    if (
      !Array.isArray(to) ||
      to.length === 0 ||
      to.length > 50 ||
      !to.every((one) => typeof one === "string" && /^[^@\s]+@[^@\s]+$/.test(one))
    )
      return problem(422, "validation_error", "Invalid `to` field.");
    if (typeof body.subject !== "string" || !body.subject)
      return problem(422, "missing_required_field", "Missing `subject` field.");
    if (typeof body.html !== "string" && typeof body.text !== "string")
      return problem(422, "missing_required_field", "Missing `html` or `text` field.");
    const key = request.headers.get("idempotency-key");
    if (key) {
      if (key.length > 256) return problem(422, "validation_error", "Idempotency key too long.");
      const seen = state.idempotency[key];
      if (seen && seen.body !== raw)
        return problem(
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        );
      if (seen) return json({ id: seen.id });
    }
    const message: StoredEmail = {
      id: crypto.randomUUID(),
      from: body.from,
      to: to as string[],
      subject: body.subject,
      text: typeof body.text === "string" ? body.text : null,
      html: typeof body.html === "string" ? body.html : null,
      createdAt: new Date().toISOString(),
      idempotencyKey: key,
    };
    state.messages.push(message);
    if (key) state.idempotency[key] = { id: message.id, body: raw };
    save();
    return json({ id: message.id });
  }

  return {
    async fetch(request) {
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/$/, "");
      if (request.method === "POST" && path === "/emails") return send(request);
      const sent = /^\/emails\/([\w-]+)$/.exec(path);
      if (request.method === "GET" && sent) {
        if (request.headers.get("authorization") !== `Bearer ${options.apiKey}`)
          return problem(401, "missing_api_key", "Missing API key in the authorization header.");
        const message = state.messages.find((one) => one.id === sent[1]);
        if (!message) return problem(404, "not_found", "Email not found.");
        return json({
          object: "email",
          id: message.id,
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          created_at: message.createdAt,
          last_event: "delivered",
        });
      }
      if (path === "/__standin/messages" && request.method === "GET") {
        const to = url.searchParams.get("to")?.toLowerCase();
        const list = state.messages.filter((one) => !to || one.to.some((address) => address.toLowerCase() === to));
        return json({ messages: [...list].reverse().map(summary) });
      }
      if (path === "/__standin/messages" && request.method === "DELETE") {
        state.messages = [];
        state.idempotency = {};
        save();
        return json({ ok: true });
      }
      const one = /^\/__standin\/messages\/([\w-]+)$/.exec(path);
      if (one && request.method === "GET") {
        const message = state.messages.find((stored) => stored.id === one[1]);
        return message ? json(message) : problem(404, "not_found", "Email not found.");
      }
      if (path === "/__standin/fail" && request.method === "POST") {
        const body = (await request.json().catch(() => ({}))) as { count?: number; status?: number };
        failures = { count: Math.max(0, Number(body.count ?? 1)), status: Number(body.status ?? 500) };
        return json({ ok: true });
      }
      return problem(404, "not_found", "The requested endpoint does not exist.");
    },
    messages: () => state.messages.slice(),
    failNext(count, status = 500) {
      failures = { count, status };
    },
    close() {},
  };
}
