import type { ComponentType } from "react";

import type { SectionType } from "../../content/sections";
import { Banner } from "./sections/Banner";
import { BannerNewsletter } from "./sections/BannerNewsletter";
import { BannerSlider } from "./sections/BannerSlider";
import { BannerText } from "./sections/BannerText";
import { BenefitsBlock } from "./sections/BenefitsBlock";
import { BrandLogos } from "./sections/BrandLogos";
import { BrandLogoSlider } from "./sections/BrandLogoSlider";
import { BrandsIndex } from "./sections/BrandsIndex";
import { CategoryImagesSlider } from "./sections/CategoryImagesSlider";
import { CategoryModule } from "./sections/CategoryModule";
import { Countdown } from "./sections/Countdown";
import { CouponInstructions } from "./sections/CouponInstructions";
import { CrossSellingShelf } from "./sections/CrossSellingShelf";
import { EventImage } from "./sections/EventImage";
import { ExploreCategories } from "./sections/ExploreCategories";
import { Faq } from "./sections/Faq";
import { FeaturedBrands } from "./sections/FeaturedBrands";
import { GiftsByBrand } from "./sections/GiftsByBrand";
import { Hero } from "./sections/Hero";
import { HowToUse } from "./sections/HowToUse";
import { HrPage } from "./sections/HrPage";
import { IframePage } from "./sections/IframePage";
import { Incentives } from "./sections/Incentives";
import { Infocard } from "./sections/Infocard";
import { InfocardSlider } from "./sections/InfocardSlider";
import { MultiplePromoCards } from "./sections/MultiplePromoCards";
import { NewsletterSection } from "./sections/NewsletterSection";
import { PageBuilder } from "./sections/PageBuilder";
import { ProductShelfSection } from "./sections/ProductShelfSection";
import { ProductSlider } from "./sections/ProductSlider";
import { ProductTiles } from "./sections/ProductTiles";
import { Promotions } from "./sections/Promotions";
import { QuickLinks } from "./sections/QuickLinks";
import { QuickLinkTiles } from "./sections/QuickLinkTiles";
import { ShareMenu } from "./sections/ShareMenu";
import { Terms } from "./sections/Terms";
import { TextLinkList } from "./sections/TextLinkList";
import { TitleWithBackground } from "./sections/TitleWithBackground";
import type { SectionProps } from "./sections/types";
import { VideoInfoCard } from "./sections/VideoInfoCard";

/**
 * The component of every section type. Schemas live in app/content/sections and are applied on the
 * server (the loader); this map holds components only, so zod stays out of the browser's JS.
 */
export const sectionComponents: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: Hero,
  bannerText: BannerText,
  bannerNewsletter: BannerNewsletter,
  newsletter: NewsletterSection,
  incentives: Incentives,
  banner: Banner,
  bannerSlider: BannerSlider,
  infocard: Infocard,
  infocardSlider: InfocardSlider,
  countdown: Countdown,
  benefitsBlock: BenefitsBlock,
  promotions: Promotions,
  brandLogos: BrandLogos,
  brandLogoSlider: BrandLogoSlider,
  featuredBrands: FeaturedBrands,
  eventImage: EventImage,
  shareMenu: ShareMenu,
  exploreCategories: ExploreCategories,
  howToUse: HowToUse,
  categoryImagesSlider: CategoryImagesSlider,
  categoryModule: CategoryModule,
  quickLinks: QuickLinks,
  quickLinkTiles: QuickLinkTiles,
  textLinkList: TextLinkList,
  multiplePromoCards: MultiplePromoCards,
  titleWithBackground: TitleWithBackground,
  videoInfoCard: VideoInfoCard,
  productShelf: ProductShelfSection,
  productSlider: ProductSlider,
  productTiles: ProductTiles,
  crossSellingShelf: CrossSellingShelf,
  pageBuilder: PageBuilder,
  terms: Terms,
  hrPage: HrPage,
  iframePage: IframePage,
  couponInstructions: CouponInstructions,
  faq: Faq,
  giftsByBrand: GiftsByBrand,
  brandsIndex: BrandsIndex,
};
