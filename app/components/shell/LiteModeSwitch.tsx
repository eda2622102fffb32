import { useLocation } from "@remix-run/react";

import { useLiteMode } from "../ui/LiteMode";

/**
 * The footer's 'Modo liviano' switch (decision 079). A plain form, not Remix's: the answer must be a
 * whole new document, since a page in lite mode is one the browser loads without any script.
 */
export function LiteModeSwitch() {
  const lite = useLiteMode();
  const { pathname, search } = useLocation();
  return (
    <form className="lite-switch" method="post" action="/modo-liviano">
      <h2 id="modo-liviano">Modo liviano</h2>
      <p>
        {lite
          ? "Estás viendo la tienda en modo liviano: sin JavaScript, con imágenes más chicas y sin videos."
          : "Para poca señal o pocos datos: la tienda sin JavaScript, con imágenes más chicas y sin videos."}
      </p>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" name="liviano" value={lite ? "0" : "1"} className="button button--outline">
        {lite ? "Desactivar modo liviano" : "Activar modo liviano"}
      </button>
    </form>
  );
}
