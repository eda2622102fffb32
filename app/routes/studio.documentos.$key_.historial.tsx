import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { shownTime } from "../domain/studio/documents";
import { editorPath } from "../domain/studio/editor-path";
import { studioMeta } from "../domain/studio/meta";
import { loadHistory, restoreVersion } from "../features/studio/history.server";

export const meta: MetaFunction = () => studioMeta("Historial");

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadHistory(request, context, params.key ?? "");

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await restoreVersion(request, context, params.key ?? "");
  if (result instanceof Response) throw result;
  const { status, ...page } = result;
  return data(page, { status });
}

export default function HistoryPage() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const page = refused ?? loaded;
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
              <td>{shownTime(version.at)}</td>
              <td>
                {version.version === page.current ? (
                  "Publicada ahora"
                ) : page.canRestore ? (
                  <Form method="post">
                    <input type="hidden" name="version" value={version.version} />
                    <input type="hidden" name="_baseVersion" value={page.current} />
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
