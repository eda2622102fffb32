import { isPacked, type Packed } from "../../domain/wire";
import { useLiteMode } from "./LiteMode";

/**
 * A schema.org block; '<' is escaped so no value can close the script element. A block that came in
 * the loader data packed (decision 102) is written from its text, not serialised again. A lite page
 * carries none (decision 110): it is for a shopper's slow phone, and crawlers, which send no client
 * hints, always get the full page.
 */
export function JsonLd({ data }: { data: object | Packed<object> }) {
  const lite = useLiteMode();
  if (lite) return null;
  const text = isPacked(data) ? data.packed : JSON.stringify(data);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text.replace(/</g, "\\u003c") }} />;
}
