import { cardPhoneFile } from "../media/sized-pictures";
import { cardPictureOf } from "../product-card";
import { unpackCards, type PackedCards } from "../wire";
import { eagerCardsOf, withGridBanners, type GridBanner } from "./grid-banners";

/**
 * The first row's card pictures, as a phone shows them: the files a listing's document carries
 * (decision 099), in the grid's order. A listing that found nothing shows no grid.
 */
export function firstRowPictureFiles(
  listing: { products: PackedCards; banners: readonly GridBanner[] },
  lite: boolean,
): string[] {
  return eagerCardsOf(withGridBanners(unpackCards(listing.products), listing.banners)).flatMap((card) => {
    const picture = cardPictureOf(card, card.chosenSku);
    return picture ? [cardPhoneFile(picture.url, lite)] : [];
  });
}
