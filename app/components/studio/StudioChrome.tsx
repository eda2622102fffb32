import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

import type { StudioChromeData } from "../../features/studio/staff.server";

/** The studio's header: its name, where to go, who is signed in, and 'Salir' (a POST: decision 072). */
export function StudioChrome({ chrome, children }: { chrome: StudioChromeData; children: ReactNode }) {
  return (
    <div className="studio">
      <header className="studio-header">
        <p className="studio-header__title">Esencia Studio</p>
        <nav aria-label="Estudio" className="studio-nav">
          <ul>
            {chrome.content ? (
              <li>
                <NavLink to="/studio" end>
                  Documentos
                </NavLink>
              </li>
            ) : null}
            {chrome.orders ? (
              <>
                <li>
                  <NavLink to="/studio/pedidos">Pedidos</NavLink>
                </li>
                <li>
                  <NavLink to="/studio/arrepentimientos">Arrepentimientos</NavLink>
                </li>
              </>
            ) : null}
            {chrome.promotions ? (
              <li>
                <NavLink to="/studio/promociones">Promociones</NavLink>
              </li>
            ) : null}
            {chrome.catalogue ? (
              <li>
                <NavLink to="/studio/catalogo">Catálogo</NavLink>
              </li>
            ) : null}
            {chrome.admin ? (
              <>
                <li>
                  <NavLink to="/studio/equipo">Equipo</NavLink>
                </li>
                <li>
                  <NavLink to="/studio/auditoria">Auditoría</NavLink>
                </li>
              </>
            ) : null}
            {chrome.mailbox ? (
              <li>
                <NavLink to="/studio/correo">Correo (local)</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="studio-header__who">
          <p>
            <span className="studio-header__name">{chrome.name}</span>{" "}
            <span className="studio-header__role">{chrome.role}</span>
          </p>
          <Form method="post" action="/studio/salir">
            <button type="submit" className="studio-button studio-button--quiet">
              Salir
            </button>
          </Form>
        </div>
      </header>
      <main id="contenido" className="studio-main">
        {children}
      </main>
    </div>
  );
}
