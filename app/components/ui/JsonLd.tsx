import { isPacked, type Packed } from "../../domain/wire";

/**
 * A schema.org block; '<' is escaped so no value can close the script element. A block that came in
 * the loader data packed (decision 102) is written from its text, not serialised again.
 */
export function JsonLd({ data }: { data: object | Packed<object> }) {
  const text = isPacked(data) ? data.packed : JSON.stringify(data);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text.replace(/</g, "\\u003c") }} />;
}
