// What each key of a document's loader data weighs in its hydration stream (decision 084): the
// stream is decoded with turbo-stream, Remix's own format (the version @remix-run/server-runtime
// brings), and encoded again without one key at a time. Shared strings and references make the
// weights overlap a little: they rank keys, they do not add up to the total.
import { decode, encode } from "turbo-stream";

/** The turbo-stream text the document's inline scripts enqueue. */
export const hydrationStream = (html) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map(([, chunk]) => JSON.parse(chunk))
    .join("");

async function encodedLength(value) {
  let length = 0;
  for await (const chunk of encode(value).pipeThrough(new TextDecoderStream())) length += chunk.length;
  return length;
}

/** The data without one key: shallow copies along its path (streamed values are promises, not clonable). */
const without = (value, route, [key, inner]) => {
  const data = { ...value.loaderData[route] };
  if (inner === undefined) delete data[key];
  else {
    data[key] = { ...data[key] };
    delete data[key][inner];
  }
  return { ...value, loaderData: { ...value.loaderData, [route]: data } };
};

const isRecord = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every route's keys, and their keys one level down, by the bytes they add to the stream, heaviest
 * first.
 */
export async function keyWeights(html) {
  const text = hydrationStream(html);
  const decoded = await decode(new Blob([text]).stream());
  await decoded.done;
  const value = decoded.value;
  const total = await encodedLength(value);
  const weights = [];
  for (const [route, data] of Object.entries(value.loaderData ?? {})) {
    if (!isRecord(data)) continue;
    for (const [key, child] of Object.entries(data)) {
      const paths = [[key], ...(isRecord(child) ? Object.keys(child).map((inner) => [key, inner]) : [])];
      for (const path of paths) {
        weights.push({
          key: `${route} › ${path.join(".")}`,
          bytes: total - (await encodedLength(without(value, route, path))),
        });
      }
    }
  }
  return weights.sort((a, b) => b.bytes - a.bytes);
}
