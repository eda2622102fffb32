import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

/**
 * A studio route's error, inside the studio's own frame: a 403 says which role is missing (the
 * message requireStaff wrote), anything else says it failed without details.
 */
export function StudioError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const refused = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const body = (
    <section className="studio-panel" aria-labelledby="studio-error-title">
      <h1 id="studio-error-title">
        {refused ? "No tenés permiso" : notFound ? "No encontramos esta página" : "Algo salió mal"}
      </h1>
      <p>
        {refused && typeof error.data === "string"
          ? error.data
          : notFound
            ? "Puede que el enlace esté roto."
            : "Tuvimos un problema al mostrar esta página del estudio. Probá de nuevo en unos minutos."}
      </p>
      <p>
        <a href="/studio">Volver a los documentos</a>
      </p>
    </section>
  );
  return standalone ? (
    <main id="contenido" className="studio-main">
      {body}
    </main>
  ) : (
    body
  );
}
