// Spanish copy for generated products: descriptions and specifications per kind group.

const descriptions = {
  fragrance: [
    "{name} de {brand} es una fragancia {gender} que combina notas de salida frescas con un fondo cálido y envolvente.",
    "Su estela es elegante y duradera, ideal para el día a día o para una ocasión especial.",
    "El frasco, pensado para regalar, conserva la fragancia protegida de la luz.",
    "Las notas de salida abren con bergamota y pimienta rosa; el corazón despliega jazmín, iris y lavanda; el fondo se asienta sobre vainilla, ámbar y maderas de cedro y sándalo.",
    "Una creación que acompaña la piel durante horas y evoluciona con el calor del cuerpo, revelando matices distintos a lo largo del día.",
  ],
  makeup: [
    "{name} de {brand} ofrece color intenso y una textura cómoda que se desliza sin esfuerzo.",
    "Su fórmula de larga duración resiste el paso de las horas sin resecar ni marcar líneas.",
    "Disponible en tonos pensados para todos los tipos de piel.",
    "Testeado dermatológicamente y apto para pieles sensibles; no contiene parabenos.",
    "El acabado se puede construir por capas: una pasada para un look natural, dos o más para un resultado más intenso y definido que dura toda la jornada.",
  ],
  skincare: [
    "{name} de {brand} hidrata en profundidad y mejora la textura de la piel desde la primera aplicación.",
    "Su fórmula combina activos de alta tolerancia con una textura liviana que se absorbe rápidamente.",
    "Apto para todo tipo de piel, incluso las más sensibles.",
    "Testeado bajo control dermatológico; no comedogénico y sin fragancia agregada.",
    "Con el uso diario, la piel se ve más luminosa, uniforme y protegida frente a las agresiones del ambiente, la contaminación y los cambios de temperatura.",
  ],
  hair: [
    "{name} de {brand} limpia y cuida el cabello, aportando brillo y suavidad sin apelmazar.",
    "Su fórmula nutre la fibra capilar de medios a puntas y facilita el peinado.",
    "Ideal para uso diario y apto para cabellos con color.",
    "Enriquecido con aceites y proteínas que reparan el daño causado por el calor, el sol y las tinturas, y protegen el color por más tiempo.",
  ],
  sun: [
    "{name} de {brand} ofrece alta protección UVA/UVB con una textura liviana y de rápida absorción.",
    "Resistente al agua y al sudor, ideal para la playa, la pileta o la ciudad.",
    "Reaplicar cada dos horas y después de nadar, secarse con toalla o transpirar.",
    "Apto para pieles sensibles; no deja residuo blanco ni sensación grasa.",
  ],
};
descriptions.nails = descriptions.makeup;

const howToUse = {
  fragrance:
    "Aplicar sobre la piel limpia, en los puntos de pulso: muñecas, cuello y detrás de las orejas. Evitar frotar.",
  makeup: "Aplicar directamente o con pincel sobre la piel limpia e hidratada. Construir la intensidad por capas.",
  nails: "Aplicar dos capas finas sobre la uña limpia, dejando secar un minuto entre capa y capa. Sellar con brillo.",
  skincare: "Aplicar mañana y noche sobre el rostro y el cuello limpios, con suaves masajes ascendentes.",
  sun: "Aplicar generosamente 20 minutos antes de la exposición al sol y reaplicar cada dos horas.",
  hair: "Aplicar sobre el cabello húmedo, masajear suavemente y enjuagar. Repetir si es necesario.",
};

const ingredients = {
  makeup: "Dimethicone, Isododecane, Cera Alba, Tocopherol, Mica, CI 77491, CI 15850.",
  nails: "Butyl Acetate, Ethyl Acetate, Nitrocellulose, Acetyl Tributyl Citrate, CI 15850.",
  skincare: "Aqua, Glycerin, Niacinamide, Sodium Hyaluronate, Tocopherol, Panthenol, Allantoin.",
  sun: "Aqua, Homosalate, Octocrylene, Butyl Methoxydibenzoylmethane, Glycerin, Tocopherol.",
  hair: "Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Argania Spinosa Kernel Oil, Keratin, Panthenol.",
};

/** A second paragraph, so about one product in five runs past the PDP's 110-word cut. */
const story =
  "Detrás de cada producto de {brand} hay años de investigación y un equipo que prueba cada fórmula " +
  "en condiciones reales, con personas de distintas edades, tipos de piel y climas. El resultado es " +
  "un producto confiable, que rinde lo que promete y que se disfruta desde la primera vez. En Esencia " +
  "lo recibís en su envase original, con la garantía del distribuidor oficial en Argentina, y podés " +
  "pagarlo en cuotas sin interés o retirarlo en cualquiera de nuestras tiendas.";

export function descriptionFor(group, { name, brand, gender }, random) {
  const sentences = descriptions[group];
  const long = random() < 0.2;
  const text = long ? `${sentences.join(" ")}\n\n${story}` : sentences.slice(0, 2 + Math.floor(random() * 2)).join(" ");
  return text.replaceAll("{name}", name).replaceAll("{brand}", brand).replaceAll("{gender}", gender);
}

/** 'Modo de Uso' and 'Ingredientes' (spec products-and-buying §3 specifications). */
export function specificationsFor(group, random) {
  const specs = [];
  if (random() < 0.75) specs.push(["Modo de Uso", howToUse[group]]);
  if (ingredients[group] && random() < 0.6) specs.push(["Ingredientes", ingredients[group]]);
  return specs;
}

const videoShare = 0.12;
const videoIdLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** 'VideoLink' on some products: the PDP gallery plays it above 768 px (spec §2.3). */
export function addVideoLinks(rows, { random, pick }) {
  const specCount = new Map();
  for (const spec of rows.specifications) specCount.set(spec.product_id, (specCount.get(spec.product_id) ?? 0) + 1);
  for (const product of rows.products) {
    if (product.is_gift || random() >= videoShare) continue;
    const videoId = Array.from({ length: 11 }, () => pick(videoIdLetters)).join("");
    rows.specifications.push({
      product_id: product.id,
      name: "VideoLink",
      value: `https://www.youtube.com/embed/${videoId}`,
      position: specCount.get(product.id) ?? 0,
    });
  }
}
