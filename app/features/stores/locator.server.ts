import { StoresSchema, type Store } from "../../content/config";
import { tilesOrigin } from "../../domain/stores/basemap";
import {
  availableStores,
  citiesOf,
  locatorFilter,
  mapLinkOf,
  provincesOf,
  storesMatching,
} from "../../domain/stores/locator";
import { markDegraded } from "../../http/degraded.server";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";

// The store locator's data (spec storefront-shell §2.20, §3.8, §4.8): the stores from KV
// `config:stores` (the stores service's copy), the province and city filter of the query string.

/** Spec §7 "Pickup images GET {asset-host}/arquivos/{imagen_retiro}"; ours are served with the site. */
const pickupImagePath = "/content/stores/";

export type LocatorStoreView = Pick<
  Store,
  "id" | "nombre" | "provincia" | "localidad" | "horario" | "numero" | "latitud" | "longitud"
> & {
  mapLink: string;
  pickupImage: string | null;
};

const view = (store: Store): LocatorStoreView => ({
  id: store.id,
  nombre: store.nombre,
  provincia: store.provincia,
  localidad: store.localidad,
  horario: store.horario,
  numero: store.numero,
  latitud: store.latitud,
  longitud: store.longitud,
  mapLink: mapLinkOf(store),
  pickupImage: /^[\w.-]+\.(svg|png|jpe?g|webp)$/i.test(store.imagen_retiro)
    ? `${pickupImagePath}${store.imagen_retiro}`
    : null,
});

async function readStores(context: AppContext): Promise<Store[] | null> {
  try {
    return (await content(context).read("config:stores", StoresSchema))?.storesData ?? null;
  } catch (error) {
    console.error("locales: no se pudieron leer los locales", error);
    return null;
  }
}

export async function loadLocator(context: AppContext, url: URL) {
  const env = context.cloudflare.env;
  const map = {
    tilesUrl: tilesOrigin(env.MAP_TILES_URL ?? "") ? env.MAP_TILES_URL : "",
    attribution: env.MAP_TILES_ATTRIBUTION ?? "",
  };
  const all = await readStores(context);
  if (!all) {
    markDegraded(); // §8 "Stores service fails": shown, never kept by the page cache
    return {
      failed: true,
      provinces: [],
      cities: [],
      filter: { province: null, city: null },
      stores: [] as LocatorStoreView[],
      focusId: null,
      map,
    };
  }
  const stores = availableStores(all);
  const filter = locatorFilter(stores, {
    province: url.searchParams.get("provincia"),
    city: url.searchParams.get("ciudad"),
  });
  const shown = storesMatching(stores, filter).map(view);
  const focusId = url.searchParams.get("tienda");
  return {
    failed: false,
    provinces: provincesOf(stores),
    cities: citiesOf(stores, filter.province),
    filter,
    stores: shown,
    /** ?tienda={id} (the stores drawer's 'Ver en mapa'): the map opens on that store. */
    focusId: shown.some((store) => store.id === focusId) ? focusId : null,
    map,
  };
}

export type Locator = Awaited<ReturnType<typeof loadLocator>>;
