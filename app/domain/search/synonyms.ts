// Words shoppers use for a category that its name does not contain ('perfume mujer' should find
// Fragancias › Femeninas). Indexed with every product of the category path, never shown, and
// read as the category when a whole query is made of them (category-intent.ts): a word must
// name one category per department, so 'mujer' is not a word for Unisex.
export const categoryWords: Record<string, string> = {
  "/fragancias": "perfume perfumes fragancia colonia eau",
  "/fragancias/femeninas": "mujer mujeres femenino femenina dama",
  "/fragancias/masculinas": "hombre hombres masculino masculina caballero",
  "/fragancias/unisex": "unisex",
  "/maquillaje": "make up makeup",
  "/maquillaje/ojos": "ojos mirada",
  "/maquillaje/labios": "labios boca",
  "/maquillaje/rostro": "rostro cara tez",
  "/maquillaje/unas": "uñas manicura",
  "/tratamiento": "cuidado piel skincare",
  "/tratamiento/rostro": "facial cara",
  "/tratamiento/cuerpo": "corporal",
  "/tratamiento/proteccion-solar": "protector bloqueador solar sol fps",
  "/capilar": "pelo cabello",
};
