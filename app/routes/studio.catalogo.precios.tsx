import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { CheckedImport } from "../components/catalogue/CheckedImport";
import { FileProblems } from "../components/catalogue/FileProblems";
import { StudioError } from "../components/studio/StudioError";
import { priceFileMaxRows } from "../domain/catalogue/price-file";
import { groupThousands } from "../domain/price";
import { studioMeta } from "../domain/studio/meta";
import {
  priceImportAction,
  priceImportPage,
  type PriceImportActionData,
} from "../features/catalogue/price-import-page.server";

export const meta: MetaFunction = () => studioMeta("Precios y stock");

export const loader = ({ request, context }: LoaderFunctionArgs) => priceImportPage(request, context);

/** The upload is the dry run; a file that passes 303s to its checked import, one refused shows why. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await priceImportAction(request, context);
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo, 303);
  return data<PriceImportActionData>(outcome.body, outcome.status);
}

export default function PriceImportPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<PriceImportActionData>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "subir";
  return (
    <>
      <p>
        <Link to="/studio/catalogo">Catálogo</Link>
      </p>
      <h1>Precios y stock</h1>
      {page.notice ? (
        <p className="studio-notice" role="status">
          {page.notice}
        </p>
      ) : null}
      <section className="studio-panel" aria-labelledby="precios-subir">
        <h2 id="precios-subir">Importar un archivo</h2>
        <p>
          Un CSV o TSV en UTF-8 con el encabezado <code>SKU;EAN;Producto;Precio;Precio de lista;Stock</code> (SKU o EAN,
          y al menos una de las otras; Producto no se lee). Importes como <code>1.234,56</code>; una celda vacía deja el
          valor como está. Hasta {groupThousands(priceFileMaxRows)} filas. Primero probamos el archivo: no cambia nada
          hasta que confirmes.
        </p>
        <p>
          <a href={page.downloadHref} download>
            Descargar precios y stock
          </a>{" "}
          (todos los SKU en este formato: editalo y subilo de nuevo).
        </p>
        <Form method="post" encType="multipart/form-data" className="studio-form">
          <input type="hidden" name="intent" value="subir" />
          <div className="field">
            <label htmlFor="precios-archivo">Archivo de precios y stock</label>
            <input
              type="file"
              id="precios-archivo"
              name="archivo"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
              required
            />
          </div>
          <button type="submit" className="studio-button" disabled={uploading}>
            {uploading ? "Probando…" : "Probar el archivo"}
          </button>
        </Form>
        {actionData?.form === "subir" ? (
          <FileProblems fileName={actionData.fileName} problems={actionData.problems} />
        ) : null}
      </section>
      {page.checked ? (
        <CheckedImport
          checked={page.checked}
          refusal={actionData?.form === "decidir" && actionData.importId === page.checked.id ? actionData : null}
        />
      ) : null}
      <section className="studio-panel" aria-labelledby="precios-historial">
        <h2 id="precios-historial">Importaciones recientes</h2>
        {page.history.length === 0 ? (
          <p>Todavía no hay importaciones.</p>
        ) : (
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">N.º</th>
                <th scope="col">Archivo</th>
                <th scope="col">Estado</th>
                <th scope="col">Cuándo</th>
                <th scope="col">SKUs que cambian</th>
              </tr>
            </thead>
            <tbody>
              {page.history.map((line) => (
                <tr key={line.id}>
                  <td>
                    <Link to={line.href}>{line.id}</Link>
                  </td>
                  <td>{line.fileName}</td>
                  <td>{line.state}</td>
                  <td>{line.when}</td>
                  <td>{line.changed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
