import { ContingencySchema } from "../../content/config";
import { contingencyTarget } from "../../domain/shell/contingency";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

/**
 * The contingency redirect (spec storefront-shell §4.6), answered by the Worker before Remix runs.
 * The configuration is a cached KV document (decision 015); when it cannot be read there is no
 * redirect (§8 "Contingency load fails: logged only; no redirect").
 */
export async function contingencyRedirect(context: AppContext, request: Request): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  try {
    const config = await content(context).read("config:contingency", ContingencySchema);
    const target = contingencyTarget(config, new URL(request.url));
    return target
      ? new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } })
      : null;
  } catch (error) {
    console.error("Contingencia: no se pudo leer la configuración; sin redirección", error);
    return null;
  }
}
