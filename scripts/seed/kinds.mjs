// Product kinds: where a kind sits in the category tree, how its SKUs vary, what it costs and how
// its generated picture looks. Prices are ARS for the reference size, before brand tier.

/** Shades as 'Nombre__#HEX' parts (spec products-and-buying §3 "Color" values). */
export const shades = {
  lips: [
    ["Rojo Clásico", "#B0122B"], ["Rubí", "#9B111E"], ["Nude Rosado", "#C98B8B"], ["Coral", "#E8614E"],
    ["Fucsia", "#C2185B"], ["Borgoña", "#6D1A36"], ["Malva", "#A0667E"], ["Rosa Palo", "#E3A5A8"],
    ["Terracota", "#B5523B"], ["Ciruela", "#5E2A4A"], ["Caramelo", "#A86B4C"], ["Rosa Intenso", "#D6457A"],
    ["Naranja Vivo", "#F05A28"], ["Chocolate", "#5B3022"],
  ],
  complexion: [
    ["110 Porcelana", "#F3D9C6"], ["120 Marfil", "#EFD1B6"], ["130 Beige Claro", "#E8C4A2"],
    ["220 Beige Natural", "#DDB38E"], ["230 Arena", "#D4A57E"], ["310 Miel", "#C38E62"], ["330 Dorado", "#B97E52"],
    ["350 Caramelo", "#A86E45"], ["420 Canela", "#8E5A38"], ["450 Moka", "#6F4429"], ["510 Ébano", "#4E2E1C"],
  ],
  lashes: [["Negro Intenso", "#111111"], ["Negro", "#1C1C1C"], ["Marrón", "#4B2E20"], ["Azul Marino", "#1F2A5A"]],
  eyes: [
    ["Dorado", "#C9A24B"], ["Bronce", "#9C6B3A"], ["Champagne", "#E6CBA8"], ["Ciruela", "#6B2E4F"],
    ["Gris Humo", "#5C5C66"], ["Verde Oliva", "#6B6B3A"], ["Rosa Cuarzo", "#D8A6A6"], ["Azul Noche", "#24305E"],
  ],
  cheeks: [["Rosa", "#E8A0A8"], ["Durazno", "#F0A982"], ["Dorado", "#D9B26F"], ["Bronce", "#A8693F"], ["Coral", "#EE7F6D"]],
  nails: [
    ["Rojo", "#C1121F"], ["Rosa Nude", "#E7B7A9"], ["Fucsia", "#D81B60"], ["Negro", "#141414"], ["Blanco", "#F7F5F2"],
    ["Coral", "#F26B5B"], ["Lila", "#B59BD8"], ["Azul", "#2F5DA8"], ["Verde Esmeralda", "#0F7B5B"], ["Bordó", "#6E1423"],
  ],
};

/** Bottle and packaging colours for products that do not vary by colour. */
export const packagingColours = [
  "#E8B4B8", "#C9A227", "#1F3A5F", "#D4AF37", "#8E7CC3", "#F2D0A9", "#2E2E2E", "#A7C7E7",
  "#B76E79", "#5B7553", "#F5E6CC", "#7A1F3D", "#3C6E71", "#E07A5F", "#C0C0C0", "#9AD1D4",
];

const perfumeSizes = [[30, 50, 100], [50, 100], [30, 50, 90], [50, 100, 150], [40, 80], [100], [50, 100, 200]];

/**
 * `subcategory` is the third level of the category tree (the menus' third-level links, spec
 * storefront-shell §2.3); fragrances take theirs from the concentration (third-level.mjs).
 * @typedef {{ department: string, category: string, subcategory?: string, label: string, art: string, variation: "Presentación" | "Color", sizes?: number[][], shades?: keyof typeof shades, price: [number, number], refMl?: number }} Kind */

/** @type {Record<string, Kind>} */
export const kinds = {
  "perfume-f": { department: "Fragancias", category: "Femeninas", label: "", art: "perfume", variation: "Presentación", sizes: perfumeSizes, price: [60000, 180000], refMl: 100 },
  "perfume-m": { department: "Fragancias", category: "Masculinas", label: "", art: "perfume", variation: "Presentación", sizes: perfumeSizes, price: [55000, 170000], refMl: 100 },
  "perfume-u": { department: "Fragancias", category: "Unisex", label: "", art: "perfume", variation: "Presentación", sizes: perfumeSizes, price: [50000, 160000], refMl: 100 },
  mascara: { department: "Maquillaje", category: "Ojos", subcategory: "Máscaras", label: "Máscara de Pestañas", art: "mascara", variation: "Color", shades: "lashes", price: [15000, 55000] },
  eyeshadow: { department: "Maquillaje", category: "Ojos", subcategory: "Sombras", label: "Sombra de Ojos", art: "compact", variation: "Color", shades: "eyes", price: [16000, 60000] },
  eyeliner: { department: "Maquillaje", category: "Ojos", subcategory: "Delineadores", label: "Delineador", art: "mascara", variation: "Color", shades: "lashes", price: [14000, 42000] },
  lipstick: { department: "Maquillaje", category: "Labios", subcategory: "Labiales", label: "Labial", art: "lipstick", variation: "Color", shades: "lips", price: [18000, 65000] },
  "liquid-lipstick": { department: "Maquillaje", category: "Labios", subcategory: "Labiales líquidos", label: "Labial Líquido", art: "gloss", variation: "Color", shades: "lips", price: [17000, 58000] },
  foundation: { department: "Maquillaje", category: "Rostro", subcategory: "Bases", label: "Base de Maquillaje", art: "foundation", variation: "Color", shades: "complexion", price: [22000, 95000] },
  powder: { department: "Maquillaje", category: "Rostro", subcategory: "Polvos", label: "Polvo Compacto", art: "compact", variation: "Color", shades: "complexion", price: [18000, 70000] },
  blush: { department: "Maquillaje", category: "Rostro", subcategory: "Rubores", label: "Rubor", art: "compact", variation: "Color", shades: "cheeks", price: [17000, 62000] },
  nail: { department: "Maquillaje", category: "Uñas", subcategory: "Esmaltes", label: "Esmalte", art: "nail", variation: "Color", shades: "nails", price: [8000, 30000] },
  serum: { department: "Tratamiento", category: "Rostro", subcategory: "Sérums", label: "Sérum Facial", art: "dropper", variation: "Presentación", sizes: [[30], [30, 50], [15, 30]], price: [35000, 160000], refMl: 30 },
  cream: { department: "Tratamiento", category: "Rostro", subcategory: "Cremas", label: "Crema Hidratante", art: "jar", variation: "Presentación", sizes: [[50], [30, 50], [50, 75]], price: [30000, 150000], refMl: 50 },
  cleanser: { department: "Tratamiento", category: "Rostro", subcategory: "Limpieza", label: "Gel Limpiador", art: "tube", variation: "Presentación", sizes: [[150], [200, 400], [125]], price: [18000, 55000], refMl: 200 },
  body: { department: "Tratamiento", category: "Cuerpo", subcategory: "Cremas", label: "Loción Corporal", art: "bottle", variation: "Presentación", sizes: [[200], [200, 400], [250]], price: [15000, 60000], refMl: 200 },
  sun: { department: "Tratamiento", category: "Protección solar", label: "Protector Solar FPS 50", art: "tube", variation: "Presentación", sizes: [[50], [50, 200], [120, 200]], price: [20000, 65000], refMl: 200 },
  shampoo: { department: "Capilar", category: "Shampoo", label: "Shampoo", art: "bottle", variation: "Presentación", sizes: [[250], [250, 500], [300, 1000], [400]], price: [9000, 60000], refMl: 250 },
  conditioner: { department: "Capilar", category: "Acondicionador", label: "Acondicionador", art: "bottle", variation: "Presentación", sizes: [[250], [200, 500], [300, 1000]], price: [9000, 60000], refMl: 250 },
  "hair-treatment": { department: "Capilar", category: "Tratamientos", label: "Tratamiento Capilar", art: "dropper", variation: "Presentación", sizes: [[100], [30, 100], [200]], price: [15000, 90000], refMl: 100 },
};

export const kindGroups = {
  fragrance: ["perfume-f", "perfume-m", "perfume-u"],
  makeup: ["mascara", "eyeshadow", "eyeliner", "lipstick", "liquid-lipstick", "foundation", "powder", "blush"],
  nails: ["nail"],
  skincare: ["serum", "cream", "cleanser", "body"],
  sun: ["sun", "body"],
  hair: ["shampoo", "conditioner", "hair-treatment"],
};

/** Fragrance presentations ('category 5') with their price factor against an Eau de Parfum. */
export const presentations = [
  ["Eau de Parfum", 1],
  ["Eau de Toilette", 0.85],
  ["Parfum", 1.25],
  ["Eau de Cologne", 0.7],
  ["Elixir", 1.35],
];
