import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import type { ProductPageData } from "../../features/catalogue/product-desk.server";
import { fieldLimits } from "../../forms/field-limits";
import { ErrorList, Honeypot } from "../forms";

const errorsAt = (reply: SubmissionResult<string[]> | undefined, name: string) => reply?.error?.[name] ?? undefined;

/**
 * The product's pictures (decision 130): each with its alt text, order and a box to remove it, saved
 * together; and an upload with its alt text. Plain forms, no JavaScript needed.
 */
export function ProductPictures({
  page,
  lastResult,
}: {
  page: Pick<ProductPageData, "product" | "images">;
  lastResult: { form: string; reply: SubmissionResult<string[]> } | undefined;
}) {
  const revision = page.product!.revision;
  const edited = lastResult?.form === "fotos" ? lastResult.reply : undefined;
  const uploaded = lastResult?.form === "foto" ? lastResult.reply : undefined;
  return (
    <section className="studio-panel" aria-labelledby="producto-fotos">
      <h2 id="producto-fotos">Fotos</h2>
      {page.images.length > 0 ? (
        <Form method="post" className="studio-form" key={revision}>
          <input type="hidden" name="intent" value="fotos" />
          <input type="hidden" name="revision" value={revision} />
          <Honeypot />
          <ol className="studio-pictures">
            {page.images.map((image, index) => (
              <li key={image.id}>
                <img src={image.src} alt="" width={120} height={Math.round((120 * image.height) / image.width)} />
                <input type="hidden" name={`images[${index}].imageId`} value={image.id} />
                <label>
                  Texto alternativo {index + 1}
                  <input
                    type="text"
                    name={`images[${index}].alt`}
                    defaultValue={image.alt}
                    maxLength={fieldLimits.alt}
                    required
                  />
                </label>
                <ErrorList errors={errorsAt(edited, `images[${index}].alt`)} />
                <label>
                  Orden {index + 1}
                  <input
                    type="number"
                    name={`images[${index}].position`}
                    defaultValue={image.position}
                    min={0}
                    max={999}
                  />
                </label>
                <ErrorList errors={errorsAt(edited, `images[${index}].position`)} />
                <label>
                  <input type="checkbox" name={`images[${index}].remove`} value="on" /> Quitar foto {index + 1}
                </label>
              </li>
            ))}
          </ol>
          <ErrorList errors={errorsAt(edited, "")} />
          <button type="submit" className="studio-button">
            Guardar fotos
          </button>
        </Form>
      ) : (
        <p>Este producto no tiene fotos.</p>
      )}
      <Form method="post" encType="multipart/form-data" className="studio-form" key={`subir-${revision}`}>
        <input type="hidden" name="intent" value="foto" />
        <input type="hidden" name="revision" value={revision} />
        <Honeypot />
        <label>
          Foto (PNG, JPG, WebP o AVIF, hasta 2 MB)
          <input type="file" name="file" accept="image/png,image/jpeg,image/webp,image/avif" />
        </label>
        <ErrorList errors={errorsAt(uploaded, "file")} />
        <label>
          Texto alternativo
          <input type="text" name="alt" maxLength={fieldLimits.alt} />
        </label>
        <ErrorList errors={errorsAt(uploaded, "alt")} />
        <ErrorList errors={errorsAt(uploaded, "")} />
        <button type="submit" className="studio-button">
          Subir foto
        </button>
      </Form>
    </section>
  );
}
