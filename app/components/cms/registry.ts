import type { ComponentType } from "react";

import type { SectionType } from "../../content/sections";
import { lazyComponent } from "../ui/lazy-component";
import type { SectionProps } from "./sections/types";

/** The section types' code, one chunk for all of them (decision 087). */
const sections = () => import("./sections/all");

/**
 * The component of every section type. Schemas live in app/content/sections and are applied on the
 * server (the loader); this map holds components only, so zod stays out of the browser's JS. The
 * section types' code loads when a page first shows one (decisions 081, 087), never in the first load.
 */
export const sectionComponents: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: lazyComponent(() => sections().then((module) => module.Hero)),
  bannerText: lazyComponent(() => sections().then((module) => module.BannerText)),
  bannerNewsletter: lazyComponent(() => sections().then((module) => module.BannerNewsletter)),
  newsletter: lazyComponent(() => sections().then((module) => module.NewsletterSection)),
  incentives: lazyComponent(() => sections().then((module) => module.Incentives)),
  banner: lazyComponent(() => sections().then((module) => module.Banner)),
  bannerSlider: lazyComponent(() => sections().then((module) => module.BannerSlider)),
  infocard: lazyComponent(() => sections().then((module) => module.Infocard)),
  infocardSlider: lazyComponent(() => sections().then((module) => module.InfocardSlider)),
  countdown: lazyComponent(() => sections().then((module) => module.Countdown)),
  benefitsBlock: lazyComponent(() => sections().then((module) => module.BenefitsBlock)),
  promotions: lazyComponent(() => sections().then((module) => module.Promotions)),
  brandLogos: lazyComponent(() => sections().then((module) => module.BrandLogos)),
  brandLogoSlider: lazyComponent(() => sections().then((module) => module.BrandLogoSlider)),
  featuredBrands: lazyComponent(() => sections().then((module) => module.FeaturedBrands)),
  eventImage: lazyComponent(() => sections().then((module) => module.EventImage)),
  shareMenu: lazyComponent(() => sections().then((module) => module.ShareMenu)),
  exploreCategories: lazyComponent(() => sections().then((module) => module.ExploreCategories)),
  howToUse: lazyComponent(() => sections().then((module) => module.HowToUse)),
  categoryImagesSlider: lazyComponent(() => sections().then((module) => module.CategoryImagesSlider)),
  categoryModule: lazyComponent(() => sections().then((module) => module.CategoryModule)),
  quickLinks: lazyComponent(() => sections().then((module) => module.QuickLinks)),
  quickLinkTiles: lazyComponent(() => sections().then((module) => module.QuickLinkTiles)),
  textLinkList: lazyComponent(() => sections().then((module) => module.TextLinkList)),
  multiplePromoCards: lazyComponent(() => sections().then((module) => module.MultiplePromoCards)),
  titleWithBackground: lazyComponent(() => sections().then((module) => module.TitleWithBackground)),
  videoInfoCard: lazyComponent(() => sections().then((module) => module.VideoInfoCard)),
  productShelf: lazyComponent(() => sections().then((module) => module.ProductShelfSection)),
  productSlider: lazyComponent(() => sections().then((module) => module.ProductSlider)),
  productTiles: lazyComponent(() => sections().then((module) => module.ProductTiles)),
  crossSellingShelf: lazyComponent(() => sections().then((module) => module.CrossSellingShelf)),
  pageBuilder: lazyComponent(() => sections().then((module) => module.PageBuilder)),
  terms: lazyComponent(() => sections().then((module) => module.Terms)),
  hrPage: lazyComponent(() => sections().then((module) => module.HrPage)),
  iframePage: lazyComponent(() => sections().then((module) => module.IframePage)),
  couponInstructions: lazyComponent(() => sections().then((module) => module.CouponInstructions)),
  faq: lazyComponent(() => sections().then((module) => module.Faq)),
  giftsByBrand: lazyComponent(() => sections().then((module) => module.GiftsByBrand)),
  brandsIndex: lazyComponent(() => sections().then((module) => module.BrandsIndex)),
};
