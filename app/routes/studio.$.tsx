import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";

import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { requireStaff } from "../features/studio/staff.server";

export const meta: MetaFunction = () => studioMeta("Página no encontrada");

/**
 * Any other address under /studio: the studio's own 404, behind the sign-in, inside its frame — not
 * the store's catch-all page (a listing or landing lookup) without its shell.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  throw new Response("No encontrado", { status: 404 });
}

export default function StudioNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <StudioError />;
}
