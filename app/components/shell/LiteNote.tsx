import { useLocation } from "@remix-run/react";

/**
 * The lite page's first line (decision 110): which store this is, and the way back to the full one.
 * A plain form, as the footer's switch (decision 079): the answer is a new document, and the cookie
 * it sets at 0 wins over every hint that chose the lite store.
 */
export function LiteNote() {
  const { pathname, search } = useLocation();
  return (
    <form className="lite-note" method="post" action="/modo-liviano">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <p>
        Estás viendo la versión liviana ·{" "}
        <button type="submit" name="liviano" value="0">
          Ver la tienda completa
        </button>
      </p>
    </form>
  );
}
