// The real lines a shopper expects to find, with their usual sizes or shades. Fragrance entries
// list presentations ('category 5') and sizes in ML; make-up entries list shades or use the kind's
// palette. `price` is the ARS price of the reference size (100 ML for fragrances).

const edp = (sizes) => ["Eau de Parfum", sizes];
const edt = (sizes) => ["Eau de Toilette", sizes];
const parfum = (sizes) => ["Parfum", sizes];
const elixir = (sizes) => ["Elixir", sizes];

/** @typedef {{ brand: string, line: string, kind: string, price: number, presentations?: [string, number[]][], sizes?: number[], shades?: [string, string][], tryOn?: boolean }} Line */

/** @type {Line[]} */
export const curatedLines = [
  { brand: "Chanel", line: "N°5", kind: "perfume-f", price: 298000, presentations: [edp([35, 50, 100]), edt([50, 100]), ["L'Eau", [35, 50, 100]]] },
  { brand: "Chanel", line: "Coco Mademoiselle", kind: "perfume-f", price: 289000, presentations: [edp([35, 50, 100]), edt([50, 100])] },
  { brand: "Chanel", line: "Bleu de Chanel", kind: "perfume-m", price: 265000, presentations: [edp([50, 100, 150]), edt([50, 100, 150]), parfum([50, 100])] },
  { brand: "Chanel", line: "Rouge Allure", kind: "lipstick", price: 79000, shades: [["Pirate", "#A3152B"], ["Rouge Excessif", "#B01E3B"], ["Passion", "#C4122F"], ["Séduisante", "#C24A6A"], ["Emotion", "#8E2C48"], ["Rouge Favori", "#B9353F"]] },
  { brand: "Dior", line: "Sauvage", kind: "perfume-m", price: 245000, presentations: [edt([60, 100, 200]), edp([60, 100, 200]), parfum([60, 100]), elixir([60])] },
  { brand: "Dior", line: "J'adore", kind: "perfume-f", price: 268000, presentations: [edp([30, 50, 100, 150]), ["Parfum d'Eau", [30, 50, 100]]] },
  { brand: "Dior", line: "Miss Dior", kind: "perfume-f", price: 262000, presentations: [edp([30, 50, 100]), ["Blooming Bouquet Eau de Toilette", [30, 50, 100]]] },
  { brand: "Dior", line: "Rouge Dior", kind: "lipstick", price: 76000, tryOn: true, shades: [["999", "#B3172C"], ["080 Red Smile", "#C8102E"], ["100 Nude Look", "#C4877A"], ["720 Icône", "#8C3A3A"], ["772 Classic", "#93443E"], ["525 Chérie", "#C95A7C"]] },
  { brand: "Dior", line: "Dior Forever", kind: "foundation", price: 98000, tryOn: true },
  { brand: "Dior", line: "Diorshow", kind: "mascara", price: 62000, tryOn: true },
  { brand: "Carolina Herrera", line: "Good Girl", kind: "perfume-f", price: 182000, presentations: [edp([30, 50, 80]), ["Légère Eau de Parfum", [50, 80]]] },
  { brand: "Carolina Herrera", line: "212 VIP", kind: "perfume-f", price: 159000, presentations: [edp([30, 50, 80])] },
  { brand: "Carolina Herrera", line: "212 VIP Men", kind: "perfume-m", price: 154000, presentations: [edt([50, 100, 200])] },
  { brand: "Carolina Herrera", line: "CH", kind: "perfume-f", price: 139000, presentations: [edt([30, 50, 100])] },
  { brand: "Carolina Herrera", line: "CH Men", kind: "perfume-m", price: 142000, presentations: [edt([50, 100])] },
  { brand: "Rabanne", line: "1 Million", kind: "perfume-m", price: 151000, presentations: [edt([50, 100, 200]), parfum([50, 100])] },
  { brand: "Rabanne", line: "Invictus", kind: "perfume-m", price: 149000, presentations: [edt([50, 100, 200])] },
  { brand: "Rabanne", line: "Lady Million", kind: "perfume-f", price: 156000, presentations: [edp([30, 50, 80])] },
  { brand: "Rabanne", line: "Olympéa", kind: "perfume-f", price: 158000, presentations: [edp([30, 50, 80])] },
  { brand: "Lancôme", line: "La Vie Est Belle", kind: "perfume-f", price: 196000, presentations: [edp([30, 50, 75, 100])] },
  { brand: "Lancôme", line: "Idôle", kind: "perfume-f", price: 188000, presentations: [edp([25, 50, 100])] },
  { brand: "Lancôme", line: "Teint Idole Ultra Wear", kind: "foundation", price: 72000 },
  { brand: "Giorgio Armani", line: "Acqua di Giò", kind: "perfume-m", price: 172000, presentations: [edt([50, 100, 200]), ["Profondo Eau de Parfum", [75, 125]]] },
  { brand: "Giorgio Armani", line: "Sì", kind: "perfume-f", price: 184000, presentations: [edp([30, 50, 100])] },
  { brand: "Giorgio Armani", line: "My Way", kind: "perfume-f", price: 186000, presentations: [edp([30, 50, 90])] },
  { brand: "Yves Saint Laurent", line: "Libre", kind: "perfume-f", price: 193000, presentations: [edp([30, 50, 90])] },
  { brand: "Yves Saint Laurent", line: "Black Opium", kind: "perfume-f", price: 189000, presentations: [edp([30, 50, 90])] },
  { brand: "Yves Saint Laurent", line: "Y", kind: "perfume-m", price: 178000, presentations: [edp([60, 100])] },
  { brand: "Jean Paul Gaultier", line: "Le Male", kind: "perfume-m", price: 162000, presentations: [edt([75, 125, 200])] },
  { brand: "Jean Paul Gaultier", line: "Scandal", kind: "perfume-f", price: 168000, presentations: [edp([30, 50, 80])] },
  { brand: "Hugo Boss", line: "Boss Bottled", kind: "perfume-m", price: 128000, presentations: [edt([50, 100, 200])] },
  { brand: "Calvin Klein", line: "CK One", kind: "perfume-u", price: 79000, presentations: [edt([50, 100, 200])] },
  { brand: "Calvin Klein", line: "Eternity", kind: "perfume-f", price: 96000, presentations: [edp([30, 50, 100])] },
  { brand: "Versace", line: "Eros", kind: "perfume-m", price: 138000, presentations: [edt([50, 100, 200])] },
  { brand: "Versace", line: "Bright Crystal", kind: "perfume-f", price: 131000, presentations: [edt([30, 50, 90])] },
  { brand: "Dolce & Gabbana", line: "Light Blue", kind: "perfume-f", price: 142000, presentations: [edt([25, 50, 100])] },
  { brand: "Gucci", line: "Bloom", kind: "perfume-f", price: 212000, presentations: [edp([30, 50, 100])] },
  { brand: "Gucci", line: "Flora", kind: "perfume-f", price: 198000, presentations: [edt([30, 50, 100])] },
  { brand: "Burberry", line: "Her", kind: "perfume-f", price: 205000, presentations: [edp([30, 50, 100])] },
  { brand: "Hermès", line: "Terre d'Hermès", kind: "perfume-m", price: 226000, presentations: [edt([50, 100, 200])] },
  { brand: "Bvlgari", line: "Omnia", kind: "perfume-f", price: 148000, presentations: [edt([25, 40, 65])] },
  { brand: "Guerlain", line: "La Petite Robe Noire", kind: "perfume-f", price: 219000, presentations: [edp([30, 50, 100])] },
  { brand: "Maybelline", line: "Lash Sensational", kind: "mascara", price: 21500 },
  { brand: "Maybelline", line: "Fit Me", kind: "foundation", price: 24900 },
  { brand: "Maybelline", line: "SuperStay Matte Ink", kind: "liquid-lipstick", price: 23900 },
  { brand: "L'Oréal Paris", line: "Revitalift", kind: "serum", price: 38900, sizes: [30] },
  { brand: "L'Oréal Paris", line: "True Match", kind: "foundation", price: 27900 },
  { brand: "L'Oréal Paris", line: "Elvive", kind: "shampoo", price: 9800, sizes: [200, 400, 750] },
  { brand: "MAC", line: "Ruby Woo", kind: "lipstick", price: 52000, shades: [["Ruby Woo", "#A30D26"]] },
  { brand: "MAC", line: "Studio Fix", kind: "foundation", price: 68000 },
  { brand: "Clinique", line: "Moisture Surge", kind: "cream", price: 74000, sizes: [30, 50, 75] },
  { brand: "Estée Lauder", line: "Double Wear", kind: "foundation", price: 89000 },
  { brand: "Estée Lauder", line: "Advanced Night Repair", kind: "serum", price: 139000, sizes: [30, 50, 100] },
  { brand: "La Roche-Posay", line: "Anthelios", kind: "sun", price: 36900, sizes: [50, 200] },
  { brand: "La Roche-Posay", line: "Effaclar", kind: "cleanser", price: 31900, sizes: [200, 400] },
  { brand: "Vichy", line: "Minéral 89", kind: "serum", price: 52900, sizes: [30, 50, 75] },
  { brand: "Kérastase", line: "Elixir Ultime", kind: "hair-treatment", price: 71000, sizes: [30, 100] },
];

/** Words for the generated lines of the long tail, per kind group. */
export const lineWords = {
  fragrance: [
    ["Velvet", "Midnight", "Golden", "Pure", "Wild", "Secret", "Infinite", "Royal", "Bright", "Ocean", "Noir", "Rose",
      "Amber", "Citrus", "Santal", "Iris", "Blue", "Red", "Dream", "Free", "Sunset", "Silver", "Urban", "Divine"],
    ["Oud", "Bloom", "Intense", "Absolu", "Essence", "Musk", "Garden", "Spirit", "Legend", "Icon", "Fleur", "Cuir",
      "Vanille", "Poudre", "Néroli", "Aqua", "Sport", "Night", "Soul", "Muse", "Heart", "Code", "Journey", "Rush"],
  ],
  makeup: [
    ["Ultra", "Perfect", "Matte", "Glow", "Infinite", "Pro", "Skin", "Velvet", "Volume", "Stay", "Soft", "Luminous",
      "Precision", "Bold", "Silk", "Nude", "Color", "Lasting"],
    ["Wear", "Finish", "Fix", "Touch", "Drama", "Boost", "Shine", "Proof", "Cover", "Lift", "Sculpt", "Blur", "Pop", "Tint"],
  ],
  skincare: [
    ["Hydra", "Aqua", "Derm", "Pure", "Vita", "Age", "Bio", "Cica", "Sensi", "Nutri", "Lumi", "Clear", "Retinol", "Hyalu"],
    ["Boost", "Repair", "Balance", "Defense", "Renew", "Calm", "Glow", "Perfect", "Active", "Lift", "Filler", "Protect"],
  ],
  hair: [
    ["Nutri", "Repair", "Color", "Liss", "Curl", "Volume", "Hydra", "Keratin", "Argan", "Bond", "Shine", "Pure"],
    ["Expert", "Care", "Therapy", "Control", "Intense", "Ritual", "Force", "Protect", "Balance", "Miracle"],
  ],
};
lineWords.nails = lineWords.makeup;
lineWords.sun = [["Sun", "Solar", "Photo", "Hydra", "Ultra", "Fusion"], ["Protect", "Fluid", "Defense", "Shield", "Water", "Kids", "Sport"]];
