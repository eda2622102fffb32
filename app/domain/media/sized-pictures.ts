/**
 * Pictures sized for the screen (decision 080). The local edge cannot resize, so the widths are
 * made ahead: the seed writes each product picture at these widths as WebP next to its PNG
 * (`products/x.png` → `products/x-400.webp`), and `npm run content:images` writes each content
 * picture wider than a phone at the content widths (`/content/home/a.webp` → `…/a-480w.webp`).
 * The seed, the content painter and the pages read the same names from here.
 */
export const productPictureWidths = [240, 400, 800] as const;
export const contentPictureWidths = [480, 720, 960] as const;

const productPicture = /^(\/media\/products\/[a-z0-9/_-]+)\.png$/;
const contentPicture = /^(\/content\/[a-z0-9/_-]+)\.webp$/;
/** The brand's pictures (the logo): painted with the content, outside its folder. */
const brandPicture = /^\/brand\/[a-z0-9/_-]+\.webp$/;

/** The MEDIA key of a product picture's WebP at `width` (the seed writes it). */
export const productVariantKey = (pngKey: string, width: number) => pngKey.replace(/\.png$/, `-${width}.webp`);

/** How wide a product picture's PNG is: the size the seed draws at, for feeds and structured data. */
export const productPictureWidth = 800;
/**
 * WebP quality of a product picture: 60 shows no ringing round lettering at the sizes pages show
 * and is ~15 % smaller than 80 (decision 111).
 */
export const productWebpQuality = 60;

export type ProductPictureFile = { key: string; width: number; format: "image/png" | "image/webp"; quality?: number };

/**
 * Every file a product picture is stored as, under its PNG's key: the PNG (`productPictureWidth`
 * wide) and a WebP at each of `productPictureWidths`. The seed (sharp) and the studio's upload (the
 * Images binding, decision 130) both encode this list, so `sizedPicture` finds the same files for both.
 */
export const productPictureFiles = (pngKey: string): ProductPictureFile[] => [
  { key: pngKey, width: productPictureWidth, format: "image/png" },
  ...productPictureWidths.map((width) => ({
    key: productVariantKey(pngKey, width),
    width,
    format: "image/webp" as const,
    quality: productWebpQuality,
  })),
];

/** The file of a content picture at `width` (the content painter writes it). */
export const contentVariantPath = (webpPath: string, width: number) => webpPath.replace(/\.webp$/, `-${width}w.webp`);

/**
 * The AVIF copy of a content picture's file (decision 101): the content painter writes it next to
 * the WebP where it is smaller, and a document carries it instead for a browser that accepts AVIF.
 */
export const avifSiblingOf = (file: string): string | null =>
  contentPicture.test(file) || brandPicture.test(file) ? file.replace(/\.webp$/, ".avif") : null;

/** Whether a request's `Accept` names AVIF: chromium and Firefox say so when they ask for a page. */
export const acceptsAvif = (accept: string | null): boolean => /(^|,)\s*image\/avif\s*(;|,|$)/.test(accept ?? "");

/** The content widths a picture `intrinsicWidth` wide is also painted at: only smaller ones. */
export const contentWidthsFor = (intrinsicWidth: number) =>
  contentPictureWidths.filter((width) => width < intrinsicWidth);

export type SizedPicture = { src: string; srcSet?: string; sizes?: string };

/** How wide a product card's picture shows: two cards a row on a phone, 216 px from tablets up. */
export const productCardSizes = "(max-width: 767px) 50vw, 216px";
/** A card's picture box, in CSS pixels (its width on a desktop). */
export const productCardWidth = 216;

/**
 * The file a card's picture is on a phone — half of a 412 px screen at 1.75 device pixels per CSS
 * pixel, ~360 — or lite mode's one smallest file: the one the document carries for the first row's
 * cards (decision 099).
 */
export const cardPhoneFile = (src: string, lite: boolean): string =>
  sizedPicture(src, { smallest: true, minWidth: lite ? productCardWidth : 360 }).src;
/** The PDP gallery: the phone's width, 691 px on a desktop. */
export const productGallerySizes = "(max-width: 767px) 100vw, 691px";
/** A content picture never shows wider than the screen nor than its own width. */
export const contentSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

/**
 * A picture's `src`, `srcSet` and `sizes` for the screen. `smallest` keeps only the smallest width
 * that still covers `minWidth` CSS pixels at 1×, with no set: lite mode's choice (decision 079), where
 * a saved kilobyte beats a sharp picture, and a thumbnail's.
 * Pictures we did not size (a studio upload, a logo) come back as they are.
 */
export function sizedPicture(src: string, options: Options = {}): SizedPicture {
  const { intrinsicWidth } = options;
  const product = productPicture.exec(src);
  if (product) {
    const variants = productPictureWidths.map((width) => ({ width, url: `${product[1]}-${width}.webp` }));
    return pick(variants, options);
  }
  const content = contentPicture.exec(src);
  if (content && intrinsicWidth) {
    const variants = [
      ...contentWidthsFor(intrinsicWidth).map((width) => ({ width, url: contentVariantPath(src, width) })),
      { width: intrinsicWidth, url: src },
    ];
    if (variants.length > 1) return pick(variants, options);
  }
  return { src };
}

type Options = { intrinsicWidth?: number | undefined; smallest?: boolean; minWidth?: number; sizes?: string };

function pick(
  variants: { width: number; url: string }[],
  { smallest = false, minWidth = 0, sizes }: Options,
): SizedPicture {
  if (smallest) return { src: (variants.find(({ width }) => width >= minWidth) ?? variants.at(-1)!).url };
  return {
    src: variants.at(-1)!.url,
    srcSet: variants.map(({ width, url }) => `${url} ${width}w`).join(", "),
    ...(sizes ? { sizes } : {}),
  };
}
