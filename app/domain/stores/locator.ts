// Spec storefront-shell §2.20 "Store locator and stores drawer", §3.8 Store, §4.8 "Selecting a
// province resets the city and filters the list to that province", §9 Map.

export type LocatorStore = {
  id: string;
  nombre: string;
  provincia: string;
  localidad: string;
  latitud: number;
  longitud: number;
  disponible: boolean;
  storeLink: string;
};

/** §9 "Default centre lat -34.5977, lng -58.4232, zoom 10. Zoom on selecting a store: 16." */
export const mapDefaults = { centre: { lat: -34.5977, lng: -58.4232 }, zoom: 10, storeZoom: 16 } as const;

const byName = (a: string, b: string) => a.localeCompare(b, "es");

/** §3.8 "only available stores are listed". */
export const availableStores = <T extends Pick<LocatorStore, "disponible">>(stores: readonly T[]): T[] =>
  stores.filter((store) => store.disponible);

export const provincesOf = (stores: readonly Pick<LocatorStore, "provincia">[]): string[] =>
  [...new Set(stores.map((store) => store.provincia))].sort(byName);

/** The cities of one province; none until a province is chosen (§2.20 "disabled until a province is chosen"). */
export const citiesOf = (
  stores: readonly Pick<LocatorStore, "provincia" | "localidad">[],
  province: string | null,
): string[] =>
  province
    ? [...new Set(stores.filter((store) => store.provincia === province).map((store) => store.localidad))].sort(byName)
    : [];

export type LocatorFilter = { province: string | null; city: string | null };

/**
 * The filter a query asks for, kept only as far as it is consistent: an unknown province is no
 * filter, and a city outside the chosen province (or without one) is dropped (§4.8).
 */
export function locatorFilter(
  stores: readonly Pick<LocatorStore, "provincia" | "localidad">[],
  wanted: { province?: string | null; city?: string | null },
): LocatorFilter {
  const province = wanted.province && provincesOf(stores).includes(wanted.province) ? wanted.province : null;
  const city = province && wanted.city && citiesOf(stores, province).includes(wanted.city) ? wanted.city : null;
  return { province, city };
}

export function storesMatching<T extends Pick<LocatorStore, "provincia" | "localidad">>(
  stores: readonly T[],
  { province, city }: LocatorFilter,
): T[] {
  return stores.filter((store) => (!province || store.provincia === province) && (!city || store.localidad === city));
}

/** §2.20 "When it [storeLink] is empty, a maps-search link built from latitude and longitude is used." */
export const mapLinkOf = (store: Pick<LocatorStore, "storeLink" | "latitud" | "longitud">): string =>
  store.storeLink.trim() || `https://www.google.com/maps/search/?api=1&query=${store.latitud},${store.longitud}`;
