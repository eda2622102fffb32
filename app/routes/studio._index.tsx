import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { shownTime } from "../domain/moment";
import { studioMeta } from "../domain/studio/meta";
import { loadStudioIndex } from "../features/studio/index.server";

export const meta: MetaFunction = () => studioMeta("Documentos");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStudioIndex(request, context);

export default function StudioIndex() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Documentos</h1>
      {groups.map((group) => (
        <section key={group.name} aria-labelledby={`grupo-${group.name}`} className="studio-group">
          <h2 id={`grupo-${group.name}`}>{group.name}</h2>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Documento</th>
                <th scope="col">Estado</th>
                <th scope="col">Último cambio</th>
                <th scope="col">Cuándo</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.href}>
                  <th scope="row">
                    <Link to={row.href}>{row.name}</Link>
                  </th>
                  <td>
                    {row.states.join(" · ")}
                    {row.scheduledFor ? ` (${shownTime(row.scheduledFor)})` : ""}
                  </td>
                  <td>{row.lastEditor ?? "—"}</td>
                  <td>{shownTime(row.lastAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
