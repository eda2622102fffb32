import type { ComponentType } from "react";

import type { SectionType } from "../../content/sections";
import { lazyComponent } from "../ui/lazy-component";
import type { SectionProps } from "./sections/types";

/**
 * The component of every section type. Schemas live in app/content/sections and are applied on the
 * server (the loader); this map holds components only, so zod stays out of the browser's JS. Each
 * type's code loads when a page shows it (decision 081): no page carries the forty kinds of section.
 */
export const sectionComponents: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: lazyComponent(() => import("./sections/Hero").then((module) => module.Hero)),
  bannerText: lazyComponent(() => import("./sections/BannerText").then((module) => module.BannerText)),
  bannerNewsletter: lazyComponent(() =>
    import("./sections/BannerNewsletter").then((module) => module.BannerNewsletter),
  ),
  newsletter: lazyComponent(() => import("./sections/NewsletterSection").then((module) => module.NewsletterSection)),
  incentives: lazyComponent(() => import("./sections/Incentives").then((module) => module.Incentives)),
  banner: lazyComponent(() => import("./sections/Banner").then((module) => module.Banner)),
  bannerSlider: lazyComponent(() => import("./sections/BannerSlider").then((module) => module.BannerSlider)),
  infocard: lazyComponent(() => import("./sections/Infocard").then((module) => module.Infocard)),
  infocardSlider: lazyComponent(() => import("./sections/InfocardSlider").then((module) => module.InfocardSlider)),
  countdown: lazyComponent(() => import("./sections/Countdown").then((module) => module.Countdown)),
  benefitsBlock: lazyComponent(() => import("./sections/BenefitsBlock").then((module) => module.BenefitsBlock)),
  promotions: lazyComponent(() => import("./sections/Promotions").then((module) => module.Promotions)),
  brandLogos: lazyComponent(() => import("./sections/BrandLogos").then((module) => module.BrandLogos)),
  brandLogoSlider: lazyComponent(() => import("./sections/BrandLogoSlider").then((module) => module.BrandLogoSlider)),
  featuredBrands: lazyComponent(() => import("./sections/FeaturedBrands").then((module) => module.FeaturedBrands)),
  eventImage: lazyComponent(() => import("./sections/EventImage").then((module) => module.EventImage)),
  shareMenu: lazyComponent(() => import("./sections/ShareMenu").then((module) => module.ShareMenu)),
  exploreCategories: lazyComponent(() =>
    import("./sections/ExploreCategories").then((module) => module.ExploreCategories),
  ),
  howToUse: lazyComponent(() => import("./sections/HowToUse").then((module) => module.HowToUse)),
  categoryImagesSlider: lazyComponent(() =>
    import("./sections/CategoryImagesSlider").then((module) => module.CategoryImagesSlider),
  ),
  categoryModule: lazyComponent(() => import("./sections/CategoryModule").then((module) => module.CategoryModule)),
  quickLinks: lazyComponent(() => import("./sections/QuickLinks").then((module) => module.QuickLinks)),
  quickLinkTiles: lazyComponent(() => import("./sections/QuickLinkTiles").then((module) => module.QuickLinkTiles)),
  textLinkList: lazyComponent(() => import("./sections/TextLinkList").then((module) => module.TextLinkList)),
  multiplePromoCards: lazyComponent(() =>
    import("./sections/MultiplePromoCards").then((module) => module.MultiplePromoCards),
  ),
  titleWithBackground: lazyComponent(() =>
    import("./sections/TitleWithBackground").then((module) => module.TitleWithBackground),
  ),
  videoInfoCard: lazyComponent(() => import("./sections/VideoInfoCard").then((module) => module.VideoInfoCard)),
  productShelf: lazyComponent(() =>
    import("./sections/ProductShelfSection").then((module) => module.ProductShelfSection),
  ),
  productSlider: lazyComponent(() => import("./sections/ProductSlider").then((module) => module.ProductSlider)),
  productTiles: lazyComponent(() => import("./sections/ProductTiles").then((module) => module.ProductTiles)),
  crossSellingShelf: lazyComponent(() =>
    import("./sections/CrossSellingShelf").then((module) => module.CrossSellingShelf),
  ),
  pageBuilder: lazyComponent(() => import("./sections/PageBuilder").then((module) => module.PageBuilder)),
  terms: lazyComponent(() => import("./sections/Terms").then((module) => module.Terms)),
  hrPage: lazyComponent(() => import("./sections/HrPage").then((module) => module.HrPage)),
  iframePage: lazyComponent(() => import("./sections/IframePage").then((module) => module.IframePage)),
  couponInstructions: lazyComponent(() =>
    import("./sections/CouponInstructions").then((module) => module.CouponInstructions),
  ),
  faq: lazyComponent(() => import("./sections/Faq").then((module) => module.Faq)),
  giftsByBrand: lazyComponent(() => import("./sections/GiftsByBrand").then((module) => module.GiftsByBrand)),
  brandsIndex: lazyComponent(() => import("./sections/BrandsIndex").then((module) => module.BrandsIndex)),
};
