/**
 * Remix's data requests before single fetch (`?_data=routes/…`). With single fetch on, Remix still
 * routes them down an old path that throws on a POST (a RangeError building its 405); our clients
 * use `.data` URLs, so such a request is the client's mistake: a 400, never a 500.
 */
export const isLegacyDataRequest = (url: URL) => url.searchParams.has("_data");

export const legacyDataRefusal = () =>
  new Response("Solicitud inválida: esta dirección no acepta el parámetro _data.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
