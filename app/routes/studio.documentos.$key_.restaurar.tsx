import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { editorPath } from "../domain/studio/editor-path";
import { studioMeta } from "../domain/studio/meta";
import { loadRestoreReview, restoreVersion } from "../features/studio/history.server";

export const meta: MetaFunction = () => studioMeta("Revisar y restaurar");

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadRestoreReview(request, context, params.key ?? "");

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await restoreVersion(request, context, params.key ?? "");
  if (result instanceof Response) throw result;
  const { status, ...review } = result;
  return data(review, { status });
}

export default function RestoreReviewPage() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const review = refused ?? loaded;
  return (
    <>
      <h1>
        Restaurar la versión {review.version} de «{review.name}»
      </h1>
      <p>
        Publicada por {review.by} el {review.when}.
      </p>
      {review.message ? (
        <p role="alert" className="studio-alert">
          {review.message}
        </p>
      ) : null}
      <h2>Cambios respecto de lo publicado</h2>
      {review.changes.length > 0 ? (
        <ul className="studio-changes">
          {review.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>Esa versión es igual a lo publicado.</p>
      )}
      <Form method="post" className="studio-actions">
        <input type="hidden" name="version" value={review.version} />
        <input type="hidden" name="_baseVersion" value={review.base.version} />
        <button type="submit" className="studio-button">
          Confirmar restauración
        </button>
        <Link to={`${editorPath(review.key)}/historial`}>Volver al historial</Link>
      </Form>
    </>
  );
}
