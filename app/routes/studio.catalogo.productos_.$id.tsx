import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { ProductForm } from "../components/studio/ProductForm";
import { ProductPictures } from "../components/studio/ProductPictures";
import { ProductSkus } from "../components/studio/ProductSkus";
import { StudioError } from "../components/studio/StudioError";
import { productsPath } from "../domain/catalogue/paths";
import { uploadLimits } from "../domain/studio/image-sniff";
import { studioMeta } from "../domain/studio/meta";
import { productAction, productPage } from "../features/catalogue/product-desk.server";
import { requireStaff } from "../features/studio/staff.server";
import { ProductActionSchema, productCopy } from "../forms/product";
import { readFormDataWithin } from "../http/respond.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  studioMeta(page?.product ? `Producto ${page.product.name}` : "Producto");

export const loader = ({ request, context, params }: LoaderFunctionArgs) => productPage(request, context, params.id);

export type ProductActionData = { form: string; skuId?: string; reply: SubmissionResult<string[]> };

/** One picture and the form's fields at most: a larger post is refused before it is all read. */
const maxPostBytes = uploadLimits.maxBytes + 256 * 1024;

/** 'catalogo' only, checked before the form is read; a done change 303s back with its notice. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "catalogo");
  const form = await readFormDataWithin(request, maxPostBytes);
  if (form === "too-large")
    return data<ProductActionData>(
      {
        form: "foto",
        reply: { status: "error", error: { file: ["La foto pesa más de 2 MB. Subí una más liviana."] } },
      },
      413,
    );
  const intent = String(form?.get("intent") ?? "").slice(0, 20);
  if (!form)
    return data<ProductActionData>(
      { form: intent, reply: { status: "error", error: { "": [productCopy.unreadable] } } },
      400,
    );
  const skuId = String(form.get("skuId") ?? "").slice(0, 12);
  const submission = parseWithZod(form, { schema: ProductActionSchema });
  if (submission.status !== "success")
    return data<ProductActionData>({ form: intent, skuId, reply: submission.reply({ hideFields: ["file"] }) }, 400);
  const result = await productAction(request, context, staff, params.id, submission.value, form);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply = result.field
    ? submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields: ["file"] })
    : submission.reply({ formErrors: [result.message], hideFields: ["file"] });
  return data<ProductActionData>({ form: intent, skuId, reply }, 409);
}

export default function ProductPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<ProductActionData>();
  const product = page.product!;
  return (
    <>
      <p>
        <Link to={productsPath}>Productos</Link>
      </p>
      <h1>{product.name}</h1>
      {page.notice ? (
        <p className="studio-notice" role="status">
          {page.notice}
        </p>
      ) : null}
      <dl className="studio-facts">
        <dt>En la tienda</dt>
        <dd>{product.isVisible ? <a href={product.storeHref}>{product.storeHref}</a> : "Oculto"}</dd>
        <dt>Último cambio</dt>
        <dd>{product.updated ? `${product.updated}${product.updatedBy ? `, ${product.updatedBy}` : ""}` : "—"}</dd>
      </dl>
      <section className="studio-panel" aria-labelledby="producto-editar">
        <h2 id="producto-editar">Producto</h2>
        {/* Keyed by revision: after a save lands, the form shows what was stored. */}
        <ProductForm
          key={product.revision}
          page={page}
          lastResult={actionData?.form === "guardar" ? actionData.reply : undefined}
        />
      </section>
      <ProductSkus page={page} lastResult={actionData} />
      <ProductPictures page={page} lastResult={actionData} />
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
