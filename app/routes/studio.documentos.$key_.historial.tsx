import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { editorPath } from "../domain/studio/editor-path";
import { studioMeta } from "../domain/studio/meta";
import { loadHistory } from "../features/studio/history.server";

export const meta: MetaFunction = () => studioMeta("Historial");

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadHistory(request, context, params.key ?? "");

export default function HistoryPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Historial de «{page.name}»</h1>
      <p>
        <Link to={editorPath(page.key)}>Volver al editor</Link>
      </p>
      {page.message ? (
        <p role="alert" className="studio-alert">
          {page.message}
        </p>
      ) : null}
      {page.versions.length === 0 ? <p>Todavía no hay versiones publicadas desde el estudio.</p> : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">Versión</th>
            <th scope="col">Publicó</th>
            <th scope="col">Cuándo</th>
            <th scope="col">Acción</th>
          </tr>
        </thead>
        <tbody>
          {page.versions.map((version) => (
            <tr key={version.version}>
              <th scope="row">{version.version}</th>
              <td>{version.by}</td>
              <td>{version.when}</td>
              <td>
                {version.version === page.current ? (
                  "Publicada ahora"
                ) : page.canRestore ? (
                  // 'Restaurar' shows the changes first; only its confirmation publishes.
                  <Form method="get" action={`${editorPath(page.key)}/restaurar`}>
                    <input type="hidden" name="version" value={version.version} />
                    <button
                      type="submit"
                      className="studio-button"
                      aria-label={`Restaurar la versión ${version.version}`}
                    >
                      Restaurar
                    </button>
                  </Form>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
