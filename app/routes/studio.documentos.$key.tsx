import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { DocumentFields } from "../components/studio/DocumentFields";
import { shownTime } from "../domain/moment";
import { studioMeta } from "../domain/studio/meta";
import { loadEditor, submitEditor } from "../features/studio/editor.server";
import { routeStyles, studioFieldsSheet } from "../styles/sheets";

const styles = routeStyles(() => [studioFieldsSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => studioMeta(loaded?.name ?? "Documento");

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadEditor(request, context, params);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await submitEditor(request, context, params);
  if (result instanceof Response) throw result;
  const { status, ...refusal } = result;
  return data(refusal, { status });
}

export default function DocumentEditor() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const view = refused?.view ?? loaded.view;
  const base = refused?.base ?? loaded.base;
  return (
    <div className={loaded.preview ? "studio-editor studio-editor--preview" : "studio-editor"}>
      <div className="studio-editor__form">
        <h1>{loaded.name}</h1>
        <p className="studio-status">
          {loaded.published
            ? `Publicado: versión ${loaded.published.version}${loaded.published.by ? `, por ${loaded.published.by}` : ""}${loaded.published.at ? ` el ${shownTime(loaded.published.at)}` : ""}.`
            : "Sin publicar."}{" "}
          {loaded.draft ? `Borrador de ${loaded.draft.by} (${shownTime(loaded.draft.at)}).` : null}{" "}
          {loaded.schedule
            ? `Programado para el ${shownTime(loaded.schedule.publishAt)} por ${loaded.schedule.by}.`
            : null}{" "}
          <Link to="historial">Historial</Link>
        </p>
        {loaded.draft?.behind ? (
          <p className="studio-alert">
            Este borrador empezó antes de la última publicación: revisá los cambios antes de publicarlo.
          </p>
        ) : null}
        {loaded.notice && !refused ? (
          <p role="status" className="studio-notice">
            {loaded.notice}
          </p>
        ) : null}
        {refused?.message ? (
          <p role="alert" className="studio-alert">
            {refused.message}
          </p>
        ) : null}
        {refused?.conflict ? (
          <section aria-labelledby="conflicto" className="studio-conflict">
            <h2 id="conflicto">
              Cambios de {refused.conflict.by ?? "otra persona"}
              {refused.conflict.at ? ` (${shownTime(refused.conflict.at)})` : ""} y los tuyos
            </h2>
            <ul>
              {refused.conflict.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {loaded.draft && loaded.can.discard ? (
          <p>
            {/* A page of its own shows what would be lost and asks to confirm, as 'Publicar' does. */}
            <Link to="descartar" className="studio-button studio-button--quiet">
              Descartar borrador
            </Link>
          </p>
        ) : null}
        {loaded.changes.length > 0 ? (
          <details className="studio-changes">
            <summary>Cambios del borrador respecto de lo publicado ({loaded.changes.length})</summary>
            <ul>
              {loaded.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="studio-form" noValidate>
          <input type="hidden" name="_baseVersion" value={base.version} />
          <input type="hidden" name="_baseRevision" value={base.revision} />
          <DocumentFields view={view} />
          <div className="studio-actions">
            <button type="submit" name="_intent" value="borrador" className="studio-button">
              Guardar borrador
            </button>
            <button type="submit" name="_intent" value="vista-previa" className="studio-button studio-button--quiet">
              Vista previa
            </button>
            {loaded.can.publish ? (
              <button type="submit" name="_intent" value="publicar" className="studio-button">
                Publicar
              </button>
            ) : null}
          </div>
          {loaded.can.schedule ? (
            <fieldset className="studio-schedule">
              <legend>Programar la publicación</legend>
              <label htmlFor="publicar-el">Fecha y hora (Buenos Aires)</label>
              <input id="publicar-el" type="datetime-local" name="_publishAt" defaultValue={refused?.publishAt ?? ""} />
              <button type="submit" name="_intent" value="programar" className="studio-button">
                Programar
              </button>
              {loaded.schedule ? (
                <button
                  type="submit"
                  name="_intent"
                  value="cancelar-programacion"
                  className="studio-button studio-button--quiet"
                >
                  Cancelar la programación
                </button>
              ) : null}
            </fieldset>
          ) : null}
        </Form>
      </div>
      {loaded.preview ? (
        <iframe className="studio-store-preview" title={`Vista previa de ${loaded.name}`} src={loaded.preview} />
      ) : null}
    </div>
  );
}
