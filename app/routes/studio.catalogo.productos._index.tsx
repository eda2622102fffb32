import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { StudioError } from "../components/studio/StudioError";
import { newProductPath } from "../domain/catalogue/paths";
import { studioMeta } from "../domain/studio/meta";
import { productListPage } from "../features/catalogue/product-desk.server";

export const meta: MetaFunction = () => studioMeta("Productos");

export const loader = ({ request, context }: LoaderFunctionArgs) => productListPage(request, context);

/** 'Productos' (decision 130): find a product by name, brand, SKU id or EAN; a page at a time by id. */
export default function ProductList() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/studio/catalogo">Catálogo</Link>
      </p>
      <h1>Productos</h1>
      <p>
        <Link to={newProductPath} className="studio-button">
          Nuevo producto
        </Link>
      </p>
      <Form method="get" className="studio-form studio-search" role="search">
        <label>
          Buscar por nombre, marca, SKU o EAN
          <input type="search" name="q" defaultValue={page.query} maxLength={100} />
        </label>
        <button type="submit" className="studio-button">
          Buscar
        </button>
      </Form>
      {page.lines.length === 0 ? (
        <p role="status">No encontramos productos{page.query ? ` para «${page.query}»` : ""}.</p>
      ) : (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Producto</th>
              <th scope="col">Marca</th>
              <th scope="col">Categoría</th>
              <th scope="col">SKUs</th>
              <th scope="col">En la tienda</th>
            </tr>
          </thead>
          <tbody>
            {page.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.id}</td>
                <td>
                  <Link to={line.href}>{line.name}</Link>
                </td>
                <td>{line.brand}</td>
                <td>{line.category}</td>
                <td>{line.skus}</td>
                <td>{line.isVisible ? <a href={line.storeHref}>Visible</a> : "Oculto"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="studio-pager">
        {page.firstHref ? <Link to={page.firstHref}>Primera página</Link> : null}{" "}
        {page.nextHref ? <Link to={page.nextHref}>Siguientes</Link> : null}
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
