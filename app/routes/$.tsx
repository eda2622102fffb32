/** Any path no other route claims is, for now, not found (landing and listing pages join here). */
export function loader() {
  throw new Response("No encontrado", { status: 404 });
}

export default function NotFound() {
  return null;
}
