// A local stand-in is a `fetch` handler (the same contract as the service it stands in for); this
// serves one over Node's HTTP server, for `npm start`, the e2e server and the integration setup.
import type { IncomingMessage, ServerResponse } from "node:http";

export async function bridge(
  handler: { fetch(request: Request): Promise<Response> },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(`http://${req.headers.host ?? "127.0.0.1"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  const response = await handler.fetch(request);
  const outgoing: Record<string, string> = {};
  response.headers.forEach((value, name) => (outgoing[name] = value));
  res.writeHead(response.status, outgoing);
  res.end(Buffer.from(await response.arrayBuffer()));
}
