/** The studio's product pages (decision 130): read by the pages and by the feature behind them. */
export const productsPath = "/studio/catalogo/productos";
export const productPath = (id: number) => `${productsPath}/${id}`;
export const newProductPath = `${productsPath}/nuevo`;
