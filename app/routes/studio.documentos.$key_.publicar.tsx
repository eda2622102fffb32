import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { editorPath } from "../domain/studio/editor-path";
import { studioMeta } from "../domain/studio/meta";
import { confirmPublish, loadPublishReview } from "../features/studio/publish-review.server";

export const meta: MetaFunction = () => studioMeta("Revisar y publicar");

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadPublishReview(request, context, params.key ?? "");

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await confirmPublish(request, context, params.key ?? "");
  if (result instanceof Response) throw result;
  const { status, ...review } = result;
  return data(review, { status });
}

export default function PublishReviewPage() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const review = refused ?? loaded;
  return (
    <>
      <h1>Publicar «{review.name}»</h1>
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
        <p>El borrador es igual a lo publicado.</p>
      )}
      <Form method="post" className="studio-actions">
        <input type="hidden" name="_baseVersion" value={review.base.version} />
        <input type="hidden" name="_baseRevision" value={review.base.revision} />
        <button type="submit" className="studio-button">
          Confirmar publicación
        </button>
        <Link to={editorPath(review.key)}>Volver al editor</Link>
      </Form>
    </>
  );
}
