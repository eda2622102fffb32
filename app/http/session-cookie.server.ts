import type { AppContext } from "../ports/context.server";
import { sessions } from "../ports/session.server";

/**
 * The Set-Cookie of the request's session when this request changed it, else no header. Features
 * read and write the request's one session (the session port keeps one per request); an action
 * answers through `respondTo`, which commits it, and a loader or a redirect that may have changed
 * it (a gifts-only cart emptied on reading, an order placed) sends these headers.
 */
export async function sessionCookieHeaders(request: Request, context: AppContext): Promise<Record<string, string>> {
  const store = sessions(context, request);
  const session = await store.read();
  return (await store.changed(session)) ? { "Set-Cookie": await store.commit(session) } : {};
}
