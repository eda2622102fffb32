import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import type { Locator } from "../../features/stores/locator.server";
import { StoreMap } from "./StoreMap";

const provincesUrl = "/map/ar-provinces.geojson";

/**
 * Store locator (spec storefront-shell §2.20, §4.8): the province and city selects are a GET form,
 * so filtering works without JavaScript (choose a province, 'Buscar', then a city); with it, each
 * change applies at once and choosing or clearing the province clears the city. List 40 %, map 60 %.
 */
export function StoreLocator({ locator }: { locator: Locator }) {
  const submit = useSubmit();
  const busy = useNavigation().state === "loading";
  const [province, setProvince] = useState(locator.filter.province ?? "");
  const [city, setCity] = useState(locator.filter.city ?? "");
  const [focus, setFocus] = useState(locator.focusId ? { id: locator.focusId, at: 0 } : null);
  const mapArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setProvince(locator.filter.province ?? "");
    setCity(locator.filter.city ?? "");
  }, [locator.filter.province, locator.filter.city]);

  const apply = (next: { provincia?: string; ciudad?: string }) =>
    submit(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), {
      method: "get",
      replace: true,
      preventScrollReset: true,
    });

  const showOnMap = (id: string) => {
    setFocus({ id, at: Date.now() });
    mapArea.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };

  return (
    <div className="locator">
      <section className="locator__list" aria-labelledby="locator-title">
        <h1 id="locator-title">Locales</h1>
        <Form method="get" className="locator__filter" preventScrollReset>
          <label className="visually-hidden" htmlFor="locator-province">
            Provincia
          </label>
          <select
            id="locator-province"
            name="provincia"
            value={province}
            onChange={(event) => {
              setProvince(event.target.value);
              setCity("");
              apply({ provincia: event.target.value });
            }}
          >
            <option value="">Buscá tu provincia</option>
            {locator.provinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="locator-city">
            Ciudad
          </label>
          <select
            id="locator-city"
            name="ciudad"
            value={city}
            disabled={!province || province !== locator.filter.province}
            onChange={(event) => {
              setCity(event.target.value);
              apply({ provincia: province, ciudad: event.target.value });
            }}
          >
            <option value="">Buscá tu ciudad</option>
            {locator.cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--outline locator__apply">
            Buscar
          </button>
        </Form>

        {locator.failed ? (
          <p className="locator__error" role="alert">
            No se pudieron cargar los locales.
          </p>
        ) : (
          <>
            <h2>Listado de tiendas disponibles</h2>
            <p className="locator__count" role="status">
              {locator.stores.length === 1 ? "1 tienda" : `${locator.stores.length} tiendas`}
            </p>
            <ul className="locator__stores" aria-busy={busy}>
              {locator.stores.map((store) => (
                <li key={store.id} className="locator__store" data-store-id={store.id}>
                  <h3>{store.nombre}</h3>
                  <p>
                    {store.localidad}, {store.provincia}
                  </p>
                  {store.numero ? (
                    <p>
                      <a href={`tel:${store.numero.replace(/[^\d+]/g, "")}`}>Tel: {store.numero}</a>
                    </p>
                  ) : null}
                  {store.horario ? <p>{store.horario}</p> : null}
                  {store.pickupImage ? (
                    <p className="locator__pickup">
                      <span className="locator__pickup-badge">Retiro en tienda</span>
                      <img
                        src={store.pickupImage}
                        alt={`Punto de retiro de ${store.nombre}`}
                        width={120}
                        height={60}
                        loading="lazy"
                      />
                    </p>
                  ) : null}
                  <p className="locator__actions">
                    <button
                      type="button"
                      className="button button--outline locator__focus"
                      onClick={() => showOnMap(store.id)}
                    >
                      Ver en mapa
                    </button>
                    <a href={store.mapLink} target="_blank" rel="noopener noreferrer">
                      Cómo llegar
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className="locator__map" id="mapa" ref={mapArea}>
        <StoreMap
          stores={locator.stores}
          fit={Boolean(locator.filter.province)}
          focus={focus}
          basemap={{ provincesUrl, tilesUrl: locator.map.tilesUrl, attribution: locator.map.attribution }}
        />
      </div>
    </div>
  );
}
