import type { z } from "zod";
import {
  BannerNewsletterSchema,
  BannerSchema,
  BannerSliderSchema,
  BannerTextSchema,
  EventImageSchema,
  HeroSchema,
  MultiplePromoCardsSchema,
  TitleWithBackgroundSchema,
} from "./banners";
import { BrandLogoSliderSchema, BrandLogosSchema, FeaturedBrandsSchema } from "./brands";
import {
  BenefitsBlockSchema,
  CountdownSchema,
  IncentivesSchema,
  InfocardSchema,
  InfocardSliderSchema,
  VideoInfoCardSchema,
} from "./infocards";
import {
  CategoryImagesSliderSchema,
  CategoryModuleSchema,
  ExploreCategoriesSchema,
  QuickLinksSchema,
  QuickLinkTilesSchema,
  ShareMenuSchema,
  TextLinkListSchema,
} from "./navigation";
import {
  CouponInstructionsSchema,
  FaqSchema,
  HrPageSchema,
  IframePageSchema,
  NewsletterSectionSchema,
  PageBuilderSchema,
  TermsSchema,
} from "./pages";
import { BrandsIndexSchema, GiftsByBrandSchema } from "./gifts-and-brands";
import { HowToUseSchema } from "./how-to-use";
import { CrossSellingShelfSchema, ProductShelfSchema, ProductSliderSchema, ProductTilesSchema } from "./products";
import { PromotionsSchema } from "./promotions";

/**
 * Every section type an editor can place (spec storefront-shell §2.16), by its `type`. Server
 * code only: the components get the inferred types, never zod itself (decision 010).
 */
export const sectionSchemas = {
  hero: HeroSchema,
  bannerText: BannerTextSchema,
  bannerNewsletter: BannerNewsletterSchema,
  newsletter: NewsletterSectionSchema,
  incentives: IncentivesSchema,
  banner: BannerSchema,
  bannerSlider: BannerSliderSchema,
  infocard: InfocardSchema,
  infocardSlider: InfocardSliderSchema,
  countdown: CountdownSchema,
  benefitsBlock: BenefitsBlockSchema,
  promotions: PromotionsSchema,
  brandLogos: BrandLogosSchema,
  brandLogoSlider: BrandLogoSliderSchema,
  featuredBrands: FeaturedBrandsSchema,
  eventImage: EventImageSchema,
  shareMenu: ShareMenuSchema,
  exploreCategories: ExploreCategoriesSchema,
  howToUse: HowToUseSchema,
  categoryImagesSlider: CategoryImagesSliderSchema,
  categoryModule: CategoryModuleSchema,
  quickLinks: QuickLinksSchema,
  quickLinkTiles: QuickLinkTilesSchema,
  textLinkList: TextLinkListSchema,
  multiplePromoCards: MultiplePromoCardsSchema,
  titleWithBackground: TitleWithBackgroundSchema,
  videoInfoCard: VideoInfoCardSchema,
  productShelf: ProductShelfSchema,
  productSlider: ProductSliderSchema,
  productTiles: ProductTilesSchema,
  crossSellingShelf: CrossSellingShelfSchema,
  pageBuilder: PageBuilderSchema,
  terms: TermsSchema,
  hrPage: HrPageSchema,
  iframePage: IframePageSchema,
  couponInstructions: CouponInstructionsSchema,
  faq: FaqSchema,
  giftsByBrand: GiftsByBrandSchema,
  brandsIndex: BrandsIndexSchema,
} as const;

export type SectionType = keyof typeof sectionSchemas;
export type SectionOf<T extends SectionType> = z.infer<(typeof sectionSchemas)[T]>;
export type Section = { [T in SectionType]: SectionOf<T> }[SectionType];

export const isSectionType = (type: string): type is SectionType => Object.hasOwn(sectionSchemas, type);
