import type { LooseSection } from "../../content/page";
import type { Section, SectionOf, SectionType } from "../../content/sections";
import { parseSections } from "../../content/sections/parse";
import type { ProductSource } from "../../content/sections/products";
import { countdownParts, countdownTarget } from "../../domain/cms/countdown";
import { faqMarkdown } from "../../domain/cms/presentation";
import type { Products, SectionModel, SectionModelOf, SectionModels } from "../../domain/cms/section-models";
import { brandAllows, targets, type TargetProduct } from "../../domain/cms/targeting";
import { brandsByLetter } from "../../domain/pages/brands-index";
import { giftBrandsMatching } from "../../domain/pages/gifts";
import type { ProductSummary } from "../../domain/product";
import { stillAdvertised } from "../../domain/promotions/advertised";
import { packCards } from "../../domain/wire";
import { deferredOrNull } from "../../http/deferred";
import { markDegraded } from "../../http/degraded.server";
import type { catalog } from "../../ports/catalog.server";
import { markdownToHtml } from "./markdown.server";

/** What sections may depend on besides their own fields. */
export type PageContext = {
  /** The requested URL: the FAQ reads its selected topic from it. */
  url: URL;
  /** The page's canonical URL, for the share menu. */
  pageUrl: string;
  now: number;
  /** The product of a PDP; null elsewhere (targeted sections then need no filters to show). */
  product: (TargetProduct & { id: string }) | null;
  /** The ids of the promotions live at the request's moment: banners linked to another are left out (decision 122). */
  livePromotions: () => Promise<ReadonlySet<string>>;
};

type Catalog = ReturnType<typeof catalog>;
type Deps = { catalog: Catalog; page: PageContext; where: string };
type Prepared<T extends SectionType> = SectionModels[T] | null;
type Preparer<T extends SectionType> = (
  section: SectionOf<T>,
  deps: Deps,
  products: ProductLoader,
) => Prepared<T> | Promise<Prepared<T>>;

/**
 * The first product list on a page is awaited (it may be above the fold); the rest are streamed.
 * The list travels wrapped, so awaiting the wrapper never awaits a streamed list.
 */
type ProductLoader = (load: () => Promise<ProductSummary[]>, what: string) => Promise<{ products: Products }>;

function productsFrom(catalogue: Catalog, source: ProductSource, count: number): Promise<ProductSummary[]> {
  switch (source.kind) {
    case "collection":
      return catalogue.collectionShelf(source.id, count);
    case "brand":
      return catalogue.brandShelf(source.slug, count);
    case "category":
      return catalogue.categoryShelf(source.path, count);
    case "withGifts":
      return catalogue.giftShelf(count);
  }
}

const html = (markdown: string | undefined) => (markdown?.trim() ? markdownToHtml(markdown) : null);

function countdown<T extends { targetDate?: string | undefined }>(section: T, now: number) {
  const target = countdownTarget(section.targetDate, now);
  return countdownParts(target, now) ? { ...section, target, renderedAt: now } : null;
}

type Listing = SectionOf<"productShelf"> | SectionOf<"productSlider"> | SectionOf<"productTiles">;
const listing = async <S extends Listing>(section: S, { catalog: catalogue }: Deps, products: ProductLoader) => ({
  ...section,
  ...(await products(
    () => productsFrom(catalogue, section.source, section.numberOfItems),
    `la vitrina '${section.title}'`,
  )),
});

/** A banner linked to a promotion shows while it is live (decision 122). */
const whileAdvertised = async <S extends { promotion?: string }>(section: S, { page }: Deps) =>
  section.promotion && !(await page.livePromotions()).has(section.promotion) ? null : section;

/** Sections that need more than their own fields; every other type renders as validated. */
const preparers: { [T in SectionType]?: Preparer<T> } = {
  bannerText: whileAdvertised,
  bannerNewsletter: whileAdvertised,
  /** A row keeps the items whose promotion is live; with none left, the section shows nothing. */
  async promotions(section, { page }) {
    const images = section.images.some((item) => item.promotion)
      ? stillAdvertised(section.images, await page.livePromotions())
      : section.images;
    return images.length ? { ...section, images } : null;
  },
  productShelf: listing,
  productSlider: listing,
  productTiles: listing,
  async crossSellingShelf(section, { catalog: catalogue, page }, products) {
    const product = page.product;
    if (!product) return null;
    if (
      section.brands.length > 0 &&
      !section.brands.some((brand) => brand.toLowerCase() === product.brand.toLowerCase())
    )
      return null;
    return {
      ...section,
      ...(await products(
        () => catalogue.crossSelling(product.id, section.kind, section.numberOfItems),
        `'${section.title}'`,
      )),
    };
  },
  countdown: (section, { page }) => countdown(section, page.now),
  exploreCategories: (section, { page }) => (targets(section, page.product) ? section : null),
  howToUse: (section, { page }) => (targets(section, page.product) ? section : null),
  banner: (section, { page }) => (brandAllows(section.brand, page.product) ? section : null),
  bannerSlider: (section, { page }) => ({
    ...section,
    banners: section.banners.filter((banner) => brandAllows(banner.brand, page.product)),
  }),
  shareMenu: (section, { page }) => ({ ...section, pageUrl: page.pageUrl }),
  infocard: (section) => ({ ...section, html: markdownToHtml(section.text) }),
  videoInfoCard: (section) => ({ ...section, html: html(section.text) }),
  hrPage: (section) => ({ ...section, html: markdownToHtml(section.instructions) }),
  terms: (section) => ({
    ...section,
    html: html(section.intro),
    sections: section.sections.map(({ title, text }) => ({ title, html: markdownToHtml(text) })),
  }),
  giftsByBrand(section, { page }) {
    const search = (page.url.searchParams.get("marca") ?? "").trim().slice(0, 80);
    const card = <C extends { legal?: string | undefined }>({ legal, ...rest }: C) => ({
      ...rest,
      legalHtml: html(legal),
    });
    return {
      ...section,
      search,
      brandCount: section.brands.length,
      featured: search ? [] : section.featured.map(card),
      brands: giftBrandsMatching(section.brands, search).map(({ brandTitle, cards }) => ({
        brandTitle,
        cards: cards.map(card),
      })),
    };
  },
  async brandsIndex(section, { catalog: catalogue }) {
    if (section.brandsContent)
      return {
        ...section,
        brandsContent: section.brandsContent.map((letter) => ({
          ...letter,
          mainLetter: letter.mainLetter.toLowerCase(),
        })),
      };
    const brands = await catalogue.brands();
    return {
      ...section,
      brandsContent: brandsByLetter(brands.map((brand) => ({ name: brand.name, link: `/${brand.slug}` }))),
    };
  },
  faq(section, { page }) {
    const wanted = page.url.searchParams.get("tema");
    const items = section.items.map(({ content, ...item }) => ({
      ...item,
      html: markdownToHtml(faqMarkdown(content)),
    }));
    // "The first topic is selected automatically."
    const selected = items.find((item) => item.titleId === wanted)?.titleId ?? items[0]?.titleId ?? null;
    return { ...section, items, selected };
  },
  pageBuilder: (section, { page }) => ({
    ...section,
    blocks: section.blocks.map(({ description, infocards, clauses, countdowns, ...block }) => ({
      ...block,
      html: html(description),
      infocards: infocards.map(({ text, ...card }) => ({ ...card, html: markdownToHtml(text) })),
      clauses: clauses
        ? {
            singleOpen: clauses.singleOpen,
            items: clauses.items.map(({ title, text }) => ({ title, html: markdownToHtml(text) })),
          }
        : null,
      countdowns: countdowns.flatMap((item) => countdown(item, page.now) ?? []),
    })),
  }),
};

/**
 * Turns a page's raw sections into what its components render: invalid, unknown, disabled and
 * untargeted sections are dropped; product lists are read from the catalogue (the first awaited,
 * the rest streamed, each failing alone into a hidden section); markdown becomes sanitised HTML.
 */
export async function prepareSections(raw: readonly LooseSection[], deps: Deps): Promise<SectionModel[]> {
  let awaited = false;
  const products: ProductLoader = async (load, what) => {
    const list = deferredOrNull(load().then(packCards), what);
    if (awaited) return { products: list };
    awaited = true;
    return { products: await list };
  };

  const prepared = await Promise.all(
    parseSections(raw, deps.where).map(async ({ section, index }) => {
      const key = `${section.type}-${index}`;
      try {
        const model = await prepare(section, deps, products);
        return model ? ({ ...model, key } as SectionModel) : null;
      } catch (error) {
        console.error(`${deps.where}: no se pudo preparar la sección '${key}'; se omite.`, error);
        markDegraded();
        return null;
      }
    }),
  );
  return prepared.filter((section): section is SectionModel => section !== null);
}

function prepare<T extends SectionType>(section: Section & { type: T }, deps: Deps, products: ProductLoader) {
  const preparer = preparers[section.type] as Preparer<T> | undefined;
  return preparer ? preparer(section as SectionOf<T>, deps, products) : (section as unknown as SectionModelOf<T>);
}
