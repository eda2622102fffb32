import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { priceListsPage } from "../features/catalogue/price-list-desk.server";

export const meta: MetaFunction = () => studioMeta("Listas de precios");

export const loader = ({ request, context }: LoaderFunctionArgs) => priceListsPage(request, context);

/** 'Listas de precios' (decision 129): every list, its state at this minute, its minutes and SKUs. */
export default function PriceLists() {
  const { lines } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/studio/catalogo">Catálogo</Link>
      </p>
      <h1>Listas de precios</h1>
      <p>
        <Link to="/studio/catalogo/listas/nueva" className="studio-button">
          Nueva lista de precios
        </Link>
      </p>
      {lines.length === 0 ? (
        <p role="status">Todavía no hay listas de precios.</p>
      ) : (
        <div className="studio-table-scroll" role="region" aria-label="Listas de precios" tabIndex={0}>
          <table className="studio-table">
            <caption>Listas de precios, las que empiezan más tarde primero (hora de Buenos Aires)</caption>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Estado</th>
                <th scope="col">Empieza</th>
                <th scope="col">Termina</th>
                <th scope="col">SKU</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    <Link to={line.href}>{line.name}</Link>
                  </th>
                  <td>{line.state}</td>
                  <td>
                    <time dateTime={line.startsAt}>{line.starts}</time>
                  </td>
                  <td>
                    <time dateTime={line.endsAt}>{line.ends}</time>
                  </td>
                  <td>{line.skus}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
