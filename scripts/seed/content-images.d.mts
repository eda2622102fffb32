// Types of content-images.mjs for the TypeScript that imports it (its test).

/** Every seeded content picture, its SVG source by its path under public/ (served as WebP). */
export declare const contentImages: Record<string, string>;
/** The room a brand logo leaves either side of its name, as a share of its width. */
export declare const logoMargin: number;
/** The seeded brands' logos by brand slug: the name painted, and whether in a serif. */
export declare const brandLogoNames: Record<string, [name: string, serif: boolean]>;
/** Paints every picture under `publicDir`; returns how many files. */
export declare function writeContentImages(publicDir: string): Promise<number>;
