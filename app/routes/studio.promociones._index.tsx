import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { promotionListPage } from "../features/promotions/promotion-desk.server";

export const meta: MetaFunction = () => studioMeta("Promociones");

export const loader = ({ request, context }: LoaderFunctionArgs) => promotionListPage(request, context);

/** 'Promociones' (decision 122): every promotion, its state at this minute, its uses and what it cost. */
export default function PromotionList() {
  const { lines } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Promociones</h1>
      <p>
        <Link to="/studio/promociones/nueva" className="studio-button">
          Nueva promoción
        </Link>
      </p>
      {lines.length === 0 ? (
        <p role="status">Todavía no hay promociones.</p>
      ) : (
        <div className="studio-table-scroll" role="region" aria-label="Promociones" tabIndex={0}>
          <table className="studio-table">
            <caption>Promociones, las que empiezan más tarde primero</caption>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Tipo</th>
                <th scope="col">Estado</th>
                <th scope="col">Empieza</th>
                <th scope="col">Termina</th>
                <th scope="col">Usos</th>
                <th scope="col">Costo</th>
                <th scope="col">Cupones</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    <Link to={line.href}>{line.name}</Link>
                  </th>
                  <td>
                    {line.kind}: {line.reward}
                  </td>
                  <td>{line.state}</td>
                  <td>
                    <time dateTime={line.startsAt}>{line.starts}</time>
                  </td>
                  <td>{line.endsAt ? <time dateTime={line.endsAt}>{line.ends}</time> : line.ends}</td>
                  <td>{line.uses}</td>
                  <td>{line.cost}</td>
                  <td>{line.coupons}</td>
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
