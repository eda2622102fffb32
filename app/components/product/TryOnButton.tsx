import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";

import { cartAction } from "../cart/useCartFetcher";
import { Toast } from "../ui/Toast";

type TryOn = { script: string; selectedEan: string; eans: string[] };

/** The event the try-on service dispatches on `window` when the shopper adds from it (decision 022). */
export const tryOnAddEvent = "esencia:try-on-add";
const toastMs = 3000;

/**
 * Spec products-and-buying §2.4 "Virtual try-on", §7: 'TRY ON' loads the provider's script (only when
 * configured in KV, only on click) with market 'AR', locale 'es_LX', the available eans and the
 * selected one. Its cart event adds the current SKU with quantity 1 and shows 'Ítem agregado al
 * carrito' for 3 s. Needs JavaScript: without it the button is not rendered.
 */
export function TryOnButton({ tryOn, sku }: { tryOn: TryOn; sku: string }) {
  const [ready, setReady] = useState(false);
  const [toast, setToast] = useState(false);
  const fetcher = useFetcher<{ status: string }>();
  useEffect(() => setReady(true), []);
  useEffect(() => {
    const add = () => fetcher.submit({ intent: "add", sku, quantity: "1" }, { method: "post", action: cartAction });
    window.addEventListener(tryOnAddEvent, add);
    return () => window.removeEventListener(tryOnAddEvent, add);
  }, [fetcher, sku]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status !== "success")
      return console.error("Probador virtual: no se pudo agregar al carrito", fetcher.data);
    setToast(true);
    const timer = setTimeout(() => setToast(false), toastMs);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data]);

  const open = () => {
    if (document.querySelector("script[data-try-on]"))
      return window.dispatchEvent(new CustomEvent("esencia:try-on-open", { detail: tryOn }));
    const script = document.createElement("script");
    script.src = tryOn.script;
    script.async = true;
    Object.assign(script.dataset, {
      tryOn: "",
      market: "AR",
      locale: "es_LX",
      eans: tryOn.eans.join(","),
      selectedEan: tryOn.selectedEan,
    });
    script.onerror = (error) => console.error("Probador virtual: no se pudo cargar", error);
    document.body.appendChild(script);
  };
  if (!ready) return null;
  return (
    <>
      <button type="button" className="button button--secondary try-on" onClick={open}>
        TRY ON
      </button>
      {toast ? <Toast status="success">Ítem agregado al carrito</Toast> : null}
    </>
  );
}
