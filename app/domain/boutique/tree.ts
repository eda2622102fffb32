// Spec storefront-shell §2.22 "E-boutique (per luxury brand), under /shop-{brand}/":
//   n1-de-{brand}
//   fragancias-femeninas/{fragrance-slug}, fragancias-masculinas/{fragrance-slug}
//   maquillaje/tez/{bases-maquillaje|polvos|iluminadores}
//   maquillaje/ojos/{mascaras|sombras|contorno-de-ojos|paletas-para-los-ojos|cejas}
//   maquillaje/labios/{barras-de-labios|barras-de-labios-liquidas}
//   tratamiento/{lociones|sueros|cremas|proteccion|mascarillas-exfoliantes|brumas}
// "Many subcategories fall back to /shop-{brand}/maquillaje or /shop-{brand}/tratamiento."
// "E-boutique breadcrumb: for paths of 3, 4 or 5 segments, each crumb's URL is taken from segments
// 3, 4 and 5 through three lookup tables. The default breadcrumb is 'Inicio' (/) then 'Búsqueda' (#)."

/** Which catalogue products a page lists: category paths (a department takes in its categories; none: any), name prefixes (none: any), a fragrance line. */
export type ProductFilter = { categories: string[]; namePrefixes: string[]; line: string | null };

type Leaf = { text: string; filter: Omit<ProductFilter, "line"> };
const leaf = (text: string, categories: string[], namePrefixes: string[] = []): Leaf => ({
  text,
  filter: { categories, namePrefixes },
});

const fragrances = {
  "fragancias-femeninas": leaf("Fragancias femeninas", ["/fragancias/femeninas", "/fragancias/unisex"]),
  "fragancias-masculinas": leaf("Fragancias masculinas", ["/fragancias/masculinas"]),
} as const;

/** Segment 5 of a make-up path: the leaf, under its area (segment 4). */
const makeUp: Record<string, { text: string; leaves: Record<string, Leaf> }> = {
  tez: {
    text: "Tez",
    leaves: {
      "bases-maquillaje": leaf("Bases de maquillaje", ["/maquillaje/rostro"], ["Base"]),
      polvos: leaf("Polvos", ["/maquillaje/rostro"], ["Polvo"]),
      iluminadores: leaf("Iluminadores", ["/maquillaje/rostro"], ["Iluminador"]),
    },
  },
  ojos: {
    text: "Ojos",
    leaves: {
      mascaras: leaf("Máscaras", ["/maquillaje/ojos"], ["Máscara"]),
      sombras: leaf("Sombras", ["/maquillaje/ojos"], ["Sombra"]),
      "contorno-de-ojos": leaf("Contorno de ojos", ["/maquillaje/ojos"], ["Delineador", "Lápiz"]),
      "paletas-para-los-ojos": leaf("Paletas para los ojos", ["/maquillaje/ojos"], ["Paleta"]),
      cejas: leaf("Cejas", ["/maquillaje/ojos"], ["Gel para Cejas", "Lápiz para Cejas", "Cejas"]),
    },
  },
  labios: {
    text: "Labios",
    leaves: {
      "barras-de-labios": leaf(
        "Barras de labios",
        ["/maquillaje/labios"],
        ["Labial Rouge", "Labial Mate", "Labial Satinado", "Barra de Labios"],
      ),
      "barras-de-labios-liquidas": leaf("Barras de labios líquidas", ["/maquillaje/labios"], ["Labial Líquido"]),
    },
  },
};

const treatment: Record<string, Leaf> = {
  lociones: leaf("Lociones", ["/tratamiento"], ["Loción", "Tónico"]),
  sueros: leaf("Sueros", ["/tratamiento"], ["Sérum"]),
  cremas: leaf("Cremas", ["/tratamiento"], ["Crema"]),
  proteccion: leaf("Protección", ["/tratamiento/proteccion-solar"]),
  "mascarillas-exfoliantes": leaf("Mascarillas y exfoliantes", ["/tratamiento"], ["Mascarilla", "Exfoliante"]),
  brumas: leaf("Brumas", ["/tratamiento"], ["Bruma"]),
};

export type BoutiquePage =
  | {
      kind: "page";
      path: string;
      title: string;
      filter: ProductFilter | null;
      fragrance: boolean;
      fallback: string | null;
    }
  | { kind: "redirect"; to: string };

const compact = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** 'jadore' names the line "J'adore": letters and digits alone decide. */
export const lineMatches = (line: string, slug: string) => compact(line) === compact(slug);

/**
 * What /shop-{brand}/… shows. `segments` are the path's parts after /shop-{brand}. A page lists
 * products by `filter` (null: the boutique home, whose content is the CMS's); an unknown or
 * intermediate path redirects to the nearest page that exists (§2.22's fallbacks). A page whose
 * filter finds nothing falls back to `fallback` too, which the caller applies.
 */
export function boutiquePage(brand: { slug: string; name: string }, segments: readonly string[]): BoutiquePage {
  const home = `/shop-${brand.slug}`;
  const [first, second, third, ...rest] = segments.map((segment) => segment.toLowerCase());
  const page = (
    path: string,
    title: string,
    filter: ProductFilter | null,
    fallback: string | null,
    fragrance = false,
  ): BoutiquePage => ({
    kind: "page",
    path: `${home}${path}`,
    title,
    filter,
    fragrance,
    fallback: fallback === null ? null : `${home}${fallback}`,
  });
  const redirect = (path: string): BoutiquePage => ({ kind: "redirect", to: `${home}${path}` });
  const all = (categories: string[]): ProductFilter => ({ categories, namePrefixes: [], line: null });

  if (!first) return page("", `Boutique ${brand.name}`, null, null);
  if (first === `n1-de-${brand.slug}`)
    return second ? redirect(`/${first}`) : page(`/${first}`, `N°1 de ${brand.name}`, all([]), "");

  if (first === "fragancias-femeninas" || first === "fragancias-masculinas") {
    const area = fragrances[first];
    if (!second) return page(`/${first}`, area.text, { ...area.filter, line: null }, "");
    if (third) return redirect(`/${first}/${second}`);
    return page(`/${first}/${second}`, area.text, { ...area.filter, line: second }, `/${first}`, true);
  }

  if (first === "maquillaje") {
    if (!second) return page("/maquillaje", "Maquillaje", all(["/maquillaje"]), "");
    const area = makeUp[second];
    const found = area && third ? area.leaves[third] : undefined;
    if (!found || rest.length) return redirect("/maquillaje");
    return page(`/maquillaje/${second}/${third}`, found.text, { ...found.filter, line: null }, "/maquillaje");
  }

  if (first === "tratamiento") {
    if (!second) return page("/tratamiento", "Tratamiento", all(["/tratamiento"]), "");
    const found = treatment[second];
    if (!found || third) return redirect("/tratamiento");
    return page(`/tratamiento/${second}`, found.text, { ...found.filter, line: null }, "/tratamiento");
  }

  return redirect("");
}

export type Crumb = { text: string; url: string };

/** The three lookup tables: segment 3, 4 and 5 of the path → the crumb's text and URL. */
function crumbTables(home: string, brandName: string) {
  const third: Record<string, Crumb> = {
    [`n1-de-${home.slice("/shop-".length)}`]: {
      text: `N°1 de ${brandName}`,
      url: `${home}/n1-de-${home.slice("/shop-".length)}`,
    },
    "fragancias-femeninas": { text: "Fragancias femeninas", url: `${home}/fragancias-femeninas` },
    "fragancias-masculinas": { text: "Fragancias masculinas", url: `${home}/fragancias-masculinas` },
    maquillaje: { text: "Maquillaje", url: `${home}/maquillaje` },
    tratamiento: { text: "Tratamiento", url: `${home}/tratamiento` },
  };
  // Make-up areas have no page of their own: their crumbs fall back to /shop-{brand}/maquillaje.
  const fourth: Record<string, Crumb> = {
    ...Object.fromEntries(
      Object.entries(makeUp).map(([slug, area]) => [slug, { text: area.text, url: `${home}/maquillaje` }]),
    ),
    ...Object.fromEntries(
      Object.entries(treatment).map(([slug, found]) => [
        slug,
        { text: found.text, url: `${home}/tratamiento/${slug}` },
      ]),
    ),
  };
  const fifth: Record<string, Crumb> = Object.fromEntries(
    Object.entries(makeUp).flatMap(([area, { leaves }]) =>
      Object.entries(leaves).map(([slug, found]) => [
        slug,
        { text: found.text, url: `${home}/maquillaje/${area}/${slug}` },
      ]),
    ),
  );
  return [third, fourth, fifth] as const;
}

export const defaultBreadcrumb: Crumb[] = [
  { text: "Inicio", url: "/" },
  { text: "Búsqueda", url: "#" },
];

/**
 * The e-boutique breadcrumb: 'Inicio', the boutique, then one crumb per segment 3–5 from the lookup
 * tables. A fragrance's own segment is named by its line (`lineName`). Any other length, or a
 * segment no table knows, gives the default breadcrumb.
 */
export function boutiqueBreadcrumb(path: string, brandName: string, lineName: string | null = null): Crumb[] {
  const segments = path.split("/");
  if (segments.length < 3 || segments.length > 5) return defaultBreadcrumb;
  const home = `/${segments[1]}`;
  const tables = crumbTables(home, brandName);
  const crumbs: Crumb[] = [
    { text: "Inicio", url: "/" },
    { text: brandName, url: home },
  ];
  for (let index = 2; index < segments.length; index += 1) {
    const segment = segments[index]!;
    const isFragrance = index === 3 && segments[2]!.startsWith("fragancias-");
    const crumb =
      isFragrance && lineName ? { text: lineName, url: segments.slice(0, 4).join("/") } : tables[index - 2]![segment];
    if (!crumb) return defaultBreadcrumb;
    crumbs.push(crumb);
  }
  return crumbs;
}
