/**
 * A posted form read only up to `maxBytes`: the declared length is checked first, and a body sent
 * without one (chunked) is counted as it arrives, so an oversized post never sits whole in memory.
 * "too-large" past the limit; null when the body is not a form.
 */
export async function formDataWithin(request: Request, maxBytes: number): Promise<FormData | "too-large" | null> {
  if (Number(request.headers.get("Content-Length")) > maxBytes) return "too-large";
  if (!request.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  try {
    const headers = { "Content-Type": request.headers.get("Content-Type") ?? "" };
    return await new Response(new Blob(chunks as BlobPart[]), { headers }).formData();
  } catch {
    return null;
  }
}
