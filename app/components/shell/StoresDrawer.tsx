import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";

import type { Locator } from "../../features/stores/locator.server";
import { Drawer } from "./Drawer";
import { useDrawerToggle } from "./useDrawerToggle";

const eventsUrl = "/calendario-de-eventos";
const locatorUrl = "/locales";

/**
 * Stores drawer (spec §2.6): 'NUESTRAS TIENDAS' on desktop, 'TIENDAS' on mobile, whose first panel
 * offers 'Buscar una Tienda' and the events link, and whose second, 'Nuestras Tiendas', has the
 * province selector ('Buscá tu provincia') and the list. The list is the store locator's, fetched
 * the first time the drawer opens, so no page carries forty stores it rarely shows; the selector then
 * filters it in place. Without JS the selector is a GET form to the locator (/locales?provincia=…),
 * which lists the stores with their map.
 */
export function StoresDrawer({ provinces }: { provinces: readonly string[] }) {
  const drawer = useRef<HTMLDivElement>(null);
  const locator = useFetcher<Locator>();
  const [province, setProvince] = useState("");

  // The first opening asks for the list.
  useDrawerToggle(drawer, (open) => {
    if (open && locator.state === "idle" && !locator.data) locator.load(locatorUrl);
  });

  const stores = locator.data?.stores ?? [];
  const shown = province ? stores.filter((store) => store.provincia === province) : stores;
  return (
    <Drawer
      ref={drawer}
      id="tiendas"
      side="right"
      title={
        <>
          <span className="only-desktop">NUESTRAS TIENDAS</span>
          <span className="only-mobile">TIENDAS</span>
        </>
      }
    >
      <details className="stores-drawer__search" open>
        <summary>Buscar una Tienda</summary>
        <a href={eventsUrl} className="stores-drawer__events">
          Ver Calendario de Eventos
        </a>
        <h3>Nuestras Tiendas</h3>
        <form method="get" action={locatorUrl} className="stores-drawer__filter">
          <label className="visually-hidden" htmlFor="stores-province">
            Provincia
          </label>
          <select
            id="stores-province"
            name="provincia"
            className="stores-drawer__province"
            value={province}
            onChange={(event) => setProvince(event.target.value)}
          >
            <option value="">Buscá tu provincia</option>
            {provinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--outline stores-drawer__apply">
            Ver tiendas
          </button>
        </form>
        {locator.data?.failed || (locator.data && stores.length === 0) ? (
          <p className="cms-empty">No se pudieron cargar los locales.</p>
        ) : null}
        {locator.state === "loading" ? <p className="stores-drawer__loading">Cargando tiendas…</p> : null}
        {locator.data ? (
          <ul className="stores-drawer__list">
            {shown.map((store) => (
              <li key={store.id}>
                <strong>{store.nombre}</strong>
                <span>{`${store.localidad}, ${store.provincia}`}</span>
                {store.numero ? <span>{`Tel: ${store.numero}`}</span> : null}
                {store.horario ? <span>{store.horario}</span> : null}
                {store.pickupImage ? <span className="stores-drawer__pickup">Retiro en tienda</span> : null}
                <a href={`${locatorUrl}?${new URLSearchParams({ provincia: store.provincia, tienda: store.id })}#mapa`}>
                  Ver en mapa
                </a>
                <a href={store.mapLink} target="_blank" rel="noopener noreferrer">
                  Cómo llegar
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <a href={locatorUrl} className="stores-drawer__all">
            Ver todas las tiendas
          </a>
        )}
      </details>
    </Drawer>
  );
}
