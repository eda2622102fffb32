import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { ErrorList, Honeypot } from "../components/forms";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { priceListAction, priceListPage } from "../features/catalogue/price-list-desk.server";
import { requireStaff } from "../features/studio/staff.server";
import { PriceListActionSchema, priceListCopy } from "../forms/price-list";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  studioMeta(page ? `Lista de precios ${page.list.name}` : "Lista de precios");

export const loader = ({ request, context, params }: LoaderFunctionArgs) => priceListPage(request, context, params.id);

type PriceListActionData = { reply: SubmissionResult<string[]> };

/** 'catalogo' only, checked before the form is read; a done change 303s back with its notice. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "catalogo");
  const form = await readFormData(request);
  if (!form)
    return data<PriceListActionData>({ reply: { status: "error", error: { "": [priceListCopy.unreadable] } } }, 400);
  const submission = parseWithZod(form, { schema: PriceListActionSchema });
  if (submission.status !== "success") return data<PriceListActionData>({ reply: submission.reply() }, 400);
  const result = await priceListAction(request, context, staff, params.id, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  return data<PriceListActionData>({ reply: submission.reply({ formErrors: [result.message] }) }, 409);
}

/** One small post form at the revision the page shows: 'Cancelar' or 'Terminar ahora'. */
function StateButton({ intent, revision, label }: { intent: string; revision: number; label: string }) {
  return (
    <Form method="post">
      <Honeypot />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={revision} />
      <button type="submit" className="studio-button studio-button--quiet">
        {label}
      </button>
    </Form>
  );
}

export default function PriceListPage() {
  const { list, items, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<PriceListActionData>();
  return (
    <>
      <p>
        <Link to="/studio/catalogo/listas">Listas de precios</Link>
      </p>
      <h1>{list.name}</h1>
      {notice ? (
        <p className="studio-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorList errors={actionData ? Object.values(actionData.reply.error ?? {}).flat() : undefined} />
      <dl className="studio-facts">
        <dt>Estado</dt>
        <dd>{list.state}</dd>
        <dt>Empieza</dt>
        <dd>{list.starts}</dd>
        <dt>Termina</dt>
        <dd>{list.ends}</dd>
        <dt>SKU</dt>
        <dd>{list.skus}</dd>
        {list.updatedBy ? (
          <>
            <dt>Último cambio</dt>
            <dd>{list.updatedBy}</dd>
          </>
        ) : null}
      </dl>
      {list.kept > 0 ? (
        <p className="studio-alert" role="note">
          {list.kept === 1
            ? "Un precio no volvió al anterior: alguien lo cambió mientras la lista estaba vigente, y quedó el suyo."
            : `${list.kept} precios no volvieron al anterior: alguien los cambió mientras la lista estaba vigente, y quedaron los suyos.`}
        </p>
      ) : null}
      {list.cancellable || list.endable ? (
        <div className="studio-actions">
          {list.cancellable ? <StateButton intent="cancelar" revision={list.revision} label="Cancelar" /> : null}
          {list.endable ? <StateButton intent="terminar" revision={list.revision} label="Terminar ahora" /> : null}
        </div>
      ) : null}
      <div className="studio-table-scroll" role="region" aria-label="Precios de la lista" tabIndex={0}>
        <table className="studio-table">
          <caption>Precios de la lista</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Producto</th>
              <th scope="col">Precio antes</th>
              <th scope="col">Precio de lista</th>
              <th scope="col">Precio de la lista</th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.skuId}>
                <th scope="row">{item.sku}</th>
                <td>
                  <Link to={item.productHref}>{item.product}</Link>
                </td>
                <td>{item.before}</td>
                <td>{item.listPrice}</td>
                <td>{item.price}</td>
                <td>{item.outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
