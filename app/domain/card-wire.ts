// How a list of product cards travels to the browser (decision 102). The hydration data (turbo-stream)
// writes every field of every object as a numbered reference: a listing's 24 cards were most of its
// data and ~1 ms of the Worker's render spent encoding them. A list goes as one JSON text instead,
// which the encoder passes through as a single string and the browser reads with one JSON.parse.
import type { ProductSummary } from "./product";

/** A list of card models as the loader data carries it. */
export type PackedCards = { readonly packed: string };

/** Each kept card's JSON, written once: the catalogue port keeps cards frozen per isolate. */
const textOfCard = new WeakMap<ProductSummary, string>();
/** The list each packed list was made from (on the server) or read into (in the browser). */
const cardsOfList = new WeakMap<PackedCards, ProductSummary[]>();

function cardText(card: ProductSummary): string {
  if (!Object.isFrozen(card)) return JSON.stringify(card);
  let text = textOfCard.get(card);
  if (text === undefined) {
    text = JSON.stringify(card);
    textOfCard.set(card, text);
  }
  return text;
}

export function packCards(cards: readonly ProductSummary[]): PackedCards {
  const list = { packed: `[${cards.map(cardText).join(",")}]` };
  cardsOfList.set(list, [...cards]);
  return list;
}

/**
 * The cards of a packed list. The server's render gets back the very cards it packed; the browser
 * parses each list it receives once, so a render after the first reads the same objects.
 */
export function unpackCards(list: PackedCards): ProductSummary[] {
  let cards = cardsOfList.get(list);
  if (cards === undefined) {
    cards = JSON.parse(list.packed) as ProductSummary[];
    cardsOfList.set(list, cards);
  }
  return cards;
}
