import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { auditPage } from "../features/studio/audit.server";

export const meta: MetaFunction = () => studioMeta("Auditoría");

export const loader = ({ request, context }: LoaderFunctionArgs) => auditPage(request, context);

export default function Audit() {
  const { lines, olderHref } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Auditoría</h1>
      {lines.length === 0 ? (
        <p>No hay más registros.</p>
      ) : (
        <table className="studio-table">
          <caption>Acciones en el estudio, de la más reciente a la más antigua</caption>
          <thead>
            <tr>
              <th scope="col">Cuándo</th>
              <th scope="col">Quién</th>
              <th scope="col">Acción</th>
              <th scope="col">Documento</th>
              <th scope="col">Detalle</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.at}-${index}`}>
                <td>
                  <time dateTime={line.at}>{line.when}</time>
                </td>
                <td>{line.actor}</td>
                <td>{line.action}</td>
                <td>{line.document ?? "—"}</td>
                <td>{line.detail ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {olderHref ? (
        <p>
          <Link to={olderHref}>Más antiguos</Link>
        </p>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
