import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import type { ProductPageData } from "../../features/catalogue/product-desk.server";
import type { SkuFormValues } from "../../forms/product";
import { ErrorList, Honeypot } from "../forms";
import { SkuFields } from "./SkuFields";

type Sku = ProductPageData["skus"][number];

/** One SKU's form: its text, EAN, variation, size, price, list price and stock, at the product's revision. */
function SkuForm({
  sku,
  revision,
  lastResult,
}: {
  sku: Sku | null;
  revision: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<SkuFormValues>({
    id: sku ? `sku-${sku.id}` : "sku-nuevo",
    lastResult,
    defaultValue: sku ?? {},
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="studio-form studio-sku-form">
      <input type="hidden" name="intent" value={sku ? "sku" : "nuevo-sku"} />
      <input type="hidden" name="revision" value={revision} />
      {sku ? <input type="hidden" name="skuId" value={sku.id} /> : null}
      <Honeypot />
      <SkuFields fields={fields} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="studio-button">
        {sku ? `Guardar SKU ${sku.id}` : "Agregar SKU"}
      </button>
    </Form>
  );
}

/** The product's SKUs, each in its own form, and one to add a SKU. */
export function ProductSkus({
  page,
  lastResult,
}: {
  page: Pick<ProductPageData, "product" | "skus">;
  lastResult: { form: string; skuId?: string; reply: SubmissionResult<string[]> } | undefined;
}) {
  const revision = page.product!.revision;
  return (
    <section className="studio-panel" aria-labelledby="producto-skus">
      <h2 id="producto-skus">SKUs</h2>
      {page.skus.map((sku) => (
        <details key={`${sku.id}-${revision}`} open={lastResult?.form === "sku" && lastResult.skuId === String(sku.id)}>
          <summary>
            SKU {sku.id}: {sku.skuName} — {sku.shownPrice}
            {sku.shownListPrice && sku.shownListPrice !== sku.shownPrice ? ` (lista ${sku.shownListPrice})` : ""}, stock{" "}
            {sku.quantity}
          </summary>
          <SkuForm
            sku={sku}
            revision={revision}
            lastResult={
              lastResult?.form === "sku" && lastResult.skuId === String(sku.id) ? lastResult.reply : undefined
            }
          />
        </details>
      ))}
      <h3>Agregar un SKU</h3>
      <SkuForm
        key={revision}
        sku={null}
        revision={revision}
        lastResult={lastResult?.form === "nuevo-sku" ? lastResult.reply : undefined}
      />
    </section>
  );
}
