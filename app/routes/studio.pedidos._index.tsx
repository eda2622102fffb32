import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { Field, SelectField } from "../components/forms";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { orderListPage, type OrderListPageData } from "../features/desk/order-list.server";

export const meta: MetaFunction = () => studioMeta("Pedidos");

export const loader = ({ request, context }: LoaderFunctionArgs) => orderListPage(request, context);

type Choices = OrderListPageData["choices"]["paymentStates"];

const options = (choices: Choices, all: string) => (
  <>
    <option value="">{all}</option>
    {choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ))}
  </>
);

export default function OrderList() {
  const { lines, values, errors, choices, newerHref, olderHref, csvHref } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Pedidos</h1>
      {/* A plain GET: the filter is the URL, with or without JavaScript. Keyed so a new URL shows its values. */}
      <Form
        method="get"
        className="studio-form studio-filters"
        aria-label="Filtrar pedidos"
        key={JSON.stringify(values)}
      >
        <Field
          labelProps={{ children: "Buscar (número, email, DNI o nombre)" }}
          inputProps={{ id: "pedidos-q", name: "q", type: "search", defaultValue: values.q, maxLength: 200 }}
          errors={[errors.q]}
        />
        <SelectField
          labelProps={{ children: "Estado del pago" }}
          selectProps={{
            id: "pedidos-pago",
            name: "pago",
            defaultValue: values.pago,
            children: options(choices.paymentStates, "Todos"),
          }}
          errors={[errors.pago]}
        />
        <SelectField
          labelProps={{ children: "Estado del pedido" }}
          selectProps={{
            id: "pedidos-estado",
            name: "estado",
            defaultValue: values.estado,
            children: options(choices.statuses, "Todos"),
          }}
          errors={[errors.estado]}
        />
        <SelectField
          labelProps={{ children: "Envío" }}
          selectProps={{
            id: "pedidos-envio",
            name: "envio",
            defaultValue: values.envio,
            children: options(choices.shippingOptions, "Todos"),
          }}
          errors={[errors.envio]}
        />
        <Field
          labelProps={{ children: "Desde" }}
          inputProps={{ id: "pedidos-desde", name: "desde", type: "date", defaultValue: values.desde }}
          errors={[errors.desde]}
        />
        <Field
          labelProps={{ children: "Hasta" }}
          inputProps={{ id: "pedidos-hasta", name: "hasta", type: "date", defaultValue: values.hasta }}
          errors={[errors.hasta]}
        />
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Filtrar
          </button>
          <Link to="/studio/pedidos" className="studio-button studio-button--quiet">
            Limpiar
          </Link>
        </div>
      </Form>
      <p>
        {/* A plain link, past the router: the browser saves what the server streams. */}
        <a href={csvHref} download>
          Descargar CSV
        </a>
      </p>
      {lines.length === 0 ? (
        <p role="status">No hay pedidos que coincidan con el filtro.</p>
      ) : (
        <div
          className="studio-table-scroll"
          role="region"
          aria-label="Pedidos, del más nuevo al más antiguo"
          tabIndex={0}
        >
          <table className="studio-table">
            <caption>Pedidos, del más nuevo al más antiguo</caption>
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Fecha</th>
                <th scope="col">Cliente</th>
                <th scope="col">Email</th>
                <th scope="col">Total</th>
                <th scope="col">Pago</th>
                <th scope="col">Pedido</th>
                <th scope="col">Envío</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.number}>
                  <th scope="row">
                    <Link to={line.href}>{line.number}</Link>
                  </th>
                  <td>
                    <time dateTime={line.at}>{line.date}</time>
                  </td>
                  <td>{line.customer}</td>
                  <td>{line.email}</td>
                  <td>{line.total}</td>
                  <td>{line.paymentState}</td>
                  <td>{line.status}</td>
                  <td>{line.shipping}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {newerHref || olderHref ? (
        <nav aria-label="Páginas de pedidos" className="studio-actions">
          {newerHref ? <Link to={newerHref}>Más nuevos</Link> : null}
          {olderHref ? <Link to={olderHref}>Más antiguos</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
