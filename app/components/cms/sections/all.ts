// Every section type's component, in one module so that the browser loads them as one chunk, once,
// when a page first shows a section (decision 087): one chunk per type made a home page fetch 28
// scripts after its first paint, most under 1 KB. A module a route also imports statically (the share
// menu, beside the PDP's title) is split out of it by the bundler, as any shared module is.
export { Hero } from "./Hero";
export { BannerText } from "./BannerText";
export { BannerNewsletter } from "./BannerNewsletter";
export { NewsletterSection } from "./NewsletterSection";
export { Incentives } from "./Incentives";
export { Banner } from "./Banner";
export { BannerSlider } from "./BannerSlider";
export { Infocard } from "./Infocard";
export { InfocardSlider } from "./InfocardSlider";
export { Countdown } from "./Countdown";
export { BenefitsBlock } from "./BenefitsBlock";
export { Promotions } from "./Promotions";
export { BrandLogos } from "./BrandLogos";
export { BrandLogoSlider } from "./BrandLogoSlider";
export { FeaturedBrands } from "./FeaturedBrands";
export { EventImage } from "./EventImage";
export { ShareMenu } from "./ShareMenu";
export { ExploreCategories } from "./ExploreCategories";
export { HowToUse } from "./HowToUse";
export { CategoryImagesSlider } from "./CategoryImagesSlider";
export { CategoryModule } from "./CategoryModule";
export { QuickLinks } from "./QuickLinks";
export { QuickLinkTiles } from "./QuickLinkTiles";
export { TextLinkList } from "./TextLinkList";
export { MultiplePromoCards } from "./MultiplePromoCards";
export { TitleWithBackground } from "./TitleWithBackground";
export { VideoInfoCard } from "./VideoInfoCard";
export { ProductShelfSection } from "./ProductShelfSection";
export { ProductSlider } from "./ProductSlider";
export { ProductTiles } from "./ProductTiles";
export { CrossSellingShelf } from "./CrossSellingShelf";
export { PageBuilder } from "./PageBuilder";
export { Terms } from "./Terms";
export { HrPage } from "./HrPage";
export { IframePage } from "./IframePage";
export { CouponInstructions } from "./CouponInstructions";
export { Faq } from "./Faq";
export { GiftsByBrand } from "./GiftsByBrand";
export { BrandsIndex } from "./BrandsIndex";
