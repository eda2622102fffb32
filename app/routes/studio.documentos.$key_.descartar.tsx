import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { editorPath } from "../domain/studio/editor-path";
import { studioMeta } from "../domain/studio/meta";
import { confirmDiscard, loadDiscardReview } from "../features/studio/discard-review.server";

export const meta: MetaFunction = () => studioMeta("Descartar borrador");

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadDiscardReview(request, context, params.key ?? "");

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await confirmDiscard(request, context, params.key ?? "");
  if (result instanceof Response) throw result;
  const { status, ...review } = result;
  return data(review, { status });
}

export default function DiscardReviewPage() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const review = refused ?? loaded;
  return (
    <>
      <h1>Descartar el borrador de «{review.name}»</h1>
      <p>
        Borrador de {review.by} ({review.when}). Los clientes siguen viendo la versión publicada; el borrador y su vista
        previa se pierden.
      </p>
      {review.message ? (
        <p role="alert" className="studio-alert">
          {review.message}
        </p>
      ) : null}
      <h2>Cambios del borrador que se pierden</h2>
      {review.changes.length > 0 ? (
        <ul className="studio-changes">
          {review.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>El borrador es igual a lo publicado.</p>
      )}
      <Form method="post" className="studio-actions">
        <input type="hidden" name="_baseVersion" value={review.base.version} />
        <input type="hidden" name="_baseRevision" value={review.base.revision} />
        <button type="submit" className="studio-button">
          Confirmar: descartar borrador
        </button>
        <Link to={editorPath(review.key)}>Volver al editor</Link>
      </Form>
    </>
  );
}
