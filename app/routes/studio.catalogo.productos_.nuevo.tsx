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
import { StudioError } from "../components/studio/StudioError";
import { productsPath } from "../domain/catalogue/paths";
import { studioMeta } from "../domain/studio/meta";
import { createProduct, newProductPage } from "../features/catalogue/product-desk.server";
import { requireStaff } from "../features/studio/staff.server";
import { NewProductSchema, productCopy } from "../forms/product";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction = () => studioMeta("Nuevo producto");

export const loader = ({ request, context }: LoaderFunctionArgs) => newProductPage(request, context);

type NewProductActionData = { reply: SubmissionResult<string[]> };

/** 'catalogo' only, checked before the form is read; created, it 303s to its own page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "catalogo");
  const form = await readFormData(request);
  if (!form)
    return data<NewProductActionData>({ reply: { status: "error", error: { "": [productCopy.unreadable] } } }, 400);
  const submission = parseWithZod(form, { schema: NewProductSchema });
  if (submission.status !== "success") return data<NewProductActionData>({ reply: submission.reply() }, 400);
  const result = await createProduct(request, context, staff, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply = result.field
    ? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
    : submission.reply({ formErrors: [result.message] });
  return data<NewProductActionData>({ reply }, 409);
}

export default function NewProduct() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<NewProductActionData>();
  return (
    <>
      <p>
        <Link to={productsPath}>Productos</Link>
      </p>
      <h1>Nuevo producto</h1>
      <section className="studio-panel" aria-label="El producto">
        <ProductForm page={page} lastResult={actionData?.reply} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
