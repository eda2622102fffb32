/** Every studio page's title and robots meta; a child route's meta replaces its layout's, so each says it. */
export const studioMeta = (title?: string) => [
  { title: title ? `${title} | Esencia Studio` : "Esencia Studio" },
  { name: "robots", content: "noindex, nofollow" },
];
