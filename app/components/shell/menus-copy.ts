/** What the menus say while their content loads, and when it could not (shared by the bar and the drawer). */
export const menusCopy = { loading: "Cargando el menú…", failed: "No se pudo cargar el menú." };
