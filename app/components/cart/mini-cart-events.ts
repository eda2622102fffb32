const eventName = "esencia:open-mini-cart";

/** Asks the mini-cart to open, focus coming back to `opener` when it closes. */
export const openMiniCart = (opener: HTMLElement) =>
  window.dispatchEvent(new CustomEvent<HTMLElement>(eventName, { detail: opener }));

export function onOpenMiniCart(listener: (opener: HTMLElement) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<HTMLElement>).detail);
  window.addEventListener(eventName, handle);
  return () => window.removeEventListener(eventName, handle);
}
