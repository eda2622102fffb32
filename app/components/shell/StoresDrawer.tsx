import { useState } from "react";
import type { Store } from "../../content/config";
import { mapLinkOf } from "../../domain/stores/locator";
import { Drawer } from "./Drawer";

const eventsUrl = "/calendario-de-eventos";

/**
 * Stores drawer (spec §2.6): 'NUESTRAS TIENDAS' on desktop, 'TIENDAS' on mobile, whose first panel
 * offers 'Buscar una Tienda' and the events link, and whose second, 'Nuestras Tiendas', has the
 * province selector ('Buscá tu provincia') and the list. With JS the selector filters the list in
 * place; without it, it is a GET form to the store locator (/locales?provincia=…).
 */
export function StoresDrawer({ stores }: { stores: readonly Store[] }) {
  const [province, setProvince] = useState("");
  const provinces = [...new Set(stores.map((store) => store.provincia))].sort((a, b) => a.localeCompare(b, "es"));
  const shown = province ? stores.filter((store) => store.provincia === province) : stores;
  return (
    <Drawer
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
        <form method="get" action="/locales" className="stores-drawer__filter">
          <label className="visually-hidden" htmlFor="stores-province">
            Provincia
          </label>
          <select id="stores-province" name="provincia" className="stores-drawer__province" value={province} onChange={(event) => setProvince(event.target.value)}>
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
        {stores.length === 0 ? <p className="cms-empty">No se pudieron cargar los locales.</p> : null}
        <ul className="stores-drawer__list">
          {shown.map((store) => (
            <li key={store.id}>
              <strong>{store.nombre}</strong>
              <span>
                {store.localidad}, {store.provincia}
              </span>
              {store.numero ? <span>Tel: {store.numero}</span> : null}
              {store.horario ? <span>{store.horario}</span> : null}
              {store.imagen_retiro ? <span className="stores-drawer__pickup">Retiro en tienda</span> : null}
              <a href={`/locales?${new URLSearchParams({ provincia: store.provincia, tienda: store.id })}#mapa`}>Ver en mapa</a>
              <a href={mapLinkOf(store)} target="_blank" rel="noopener noreferrer">
                Cómo llegar
              </a>
            </li>
          ))}
        </ul>
      </details>
    </Drawer>
  );
}
