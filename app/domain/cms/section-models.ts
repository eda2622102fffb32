import type { SectionOf, SectionType } from "../../content/sections";
import type { BrandsLetter } from "../pages/brands-index";
import type { PackedCards } from "../wire";

// What a section component receives: the validated section as the server prepared it (markdown
// already sanitised HTML, products read, countdowns resolved). Types only: no zod in the client.

/** Awaited for the first product section on the page, streamed for the rest; null when loading failed. */
export type Products = PackedCards | null | Promise<PackedCards | null>;
type Html = { html: string };
type Replace<T, K extends keyof T, R> = Omit<T, K> & R;

type Infocard = Replace<SectionOf<"infocard">, "text" | "type" | "enabled" | "margins", Html>;
type Countdown = { target: number; renderedAt: number };
type GiftCard = Replace<
  SectionOf<"giftsByBrand">["brands"][number]["cards"][number],
  "legal",
  { legalHtml: string | null }
>;
/** The brand search (§2.21) is applied on the server: `search` is what the shopper typed. */
type GiftsByBrand = Replace<
  SectionOf<"giftsByBrand">,
  "featured" | "brands",
  {
    featured: (GiftCard & { id: string })[];
    brands: { brandTitle: string; cards: GiftCard[] }[];
    search: string;
    brandCount: number;
  }
>;

export interface SectionModels {
  hero: SectionOf<"hero">;
  bannerText: SectionOf<"bannerText">;
  bannerNewsletter: SectionOf<"bannerNewsletter">;
  newsletter: SectionOf<"newsletter">;
  incentives: SectionOf<"incentives">;
  banner: SectionOf<"banner">;
  bannerSlider: SectionOf<"bannerSlider">;
  infocard: Replace<SectionOf<"infocard">, "text", Html>;
  infocardSlider: SectionOf<"infocardSlider">;
  countdown: SectionOf<"countdown"> & Countdown;
  benefitsBlock: SectionOf<"benefitsBlock">;
  promotions: SectionOf<"promotions">;
  brandLogos: SectionOf<"brandLogos">;
  brandLogoSlider: SectionOf<"brandLogoSlider">;
  featuredBrands: SectionOf<"featuredBrands">;
  eventImage: SectionOf<"eventImage">;
  shareMenu: SectionOf<"shareMenu"> & { pageUrl: string };
  exploreCategories: SectionOf<"exploreCategories">;
  howToUse: SectionOf<"howToUse">;
  categoryImagesSlider: SectionOf<"categoryImagesSlider">;
  categoryModule: SectionOf<"categoryModule">;
  quickLinks: SectionOf<"quickLinks">;
  quickLinkTiles: SectionOf<"quickLinkTiles">;
  textLinkList: SectionOf<"textLinkList">;
  multiplePromoCards: SectionOf<"multiplePromoCards">;
  titleWithBackground: SectionOf<"titleWithBackground">;
  videoInfoCard: Replace<SectionOf<"videoInfoCard">, "text", { html: string | null }>;
  productShelf: SectionOf<"productShelf"> & { products: Products };
  productSlider: SectionOf<"productSlider"> & { products: Products };
  productTiles: SectionOf<"productTiles"> & { products: Products };
  crossSellingShelf: SectionOf<"crossSellingShelf"> & { products: Products };
  pageBuilder: Replace<
    SectionOf<"pageBuilder">,
    "blocks",
    {
      blocks: Replace<
        SectionOf<"pageBuilder">["blocks"][number],
        "description" | "infocards" | "clauses" | "countdowns",
        {
          html: string | null;
          infocards: Infocard[];
          clauses: { singleOpen: boolean; items: { title: string; html: string }[] } | null;
          countdowns: (SectionOf<"pageBuilder">["blocks"][number]["countdowns"][number] & Countdown)[];
        }
      >[];
    }
  >;
  terms: Replace<
    SectionOf<"terms">,
    "intro" | "sections",
    { html: string | null; sections: { title: string; html: string }[] }
  >;
  hrPage: Replace<SectionOf<"hrPage">, "instructions", Html>;
  iframePage: SectionOf<"iframePage">;
  couponInstructions: SectionOf<"couponInstructions">;
  giftsByBrand: GiftsByBrand;
  brandsIndex: Replace<SectionOf<"brandsIndex">, "brandsContent", { brandsContent: BrandsLetter[] }>;
  faq: Replace<
    SectionOf<"faq">,
    "items",
    {
      items: { titleId: string; title: string; icon?: SectionOf<"faq">["items"][number]["icon"]; html: string }[];
      selected: string | null;
    }
  >;
}

export type SectionModel = { [T in SectionType]: SectionModels[T] & { key: string } }[SectionType];
export type SectionModelOf<T extends SectionType> = SectionModels[T] & { key: string };
