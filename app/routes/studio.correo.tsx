import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { mailboxPage } from "../features/mail/local-mailbox.server";

export const meta: MetaFunction = () => studioMeta("Correo (local)");

export const loader = ({ request, context }: LoaderFunctionArgs) => mailboxPage(request, context);

/** Decision 116: the local mailbox, only when the store runs locally. */
export default function LocalMailbox() {
  const { messages, open, unreachable } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Correo enviado (buzón local)</h1>
      <p>Lo que la tienda envió mientras corre en esta máquina: nada de esto sale a internet.</p>
      {unreachable ? <p role="alert">El buzón local no responde. `npm start` lo sirve en el puerto 8791.</p> : null}
      {open ? (
        <section aria-labelledby="mail-subject">
          <h2 id="mail-subject">{open.subject}</h2>
          <p>
            Para: {open.to.join(", ")} · De: {open.from}
          </p>
          <pre>{open.text}</pre>
          {open.links.length > 0 ? (
            <ul aria-label="Enlaces del correo">
              {open.links.map((link) => (
                <li key={link}>
                  <a href={link}>{link}</a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <Link to="/studio/correo">Volver al buzón</Link>
          </p>
        </section>
      ) : null}
      {messages.length === 0 ? (
        <p>Todavía no se envió ningún correo.</p>
      ) : (
        <table className="studio-table">
          <caption>Correos, del más reciente al más antiguo</caption>
          <thead>
            <tr>
              <th scope="col">Cuándo</th>
              <th scope="col">Para</th>
              <th scope="col">Asunto</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>
                  <time dateTime={message.createdAt}>{message.when}</time>
                </td>
                <td>{message.to.join(", ")}</td>
                <td>
                  <Link to={`/studio/correo?id=${message.id}`}>{message.subject}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
