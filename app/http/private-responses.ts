// Decision 058: whether a response depends on the shopper's session, decided once, in the Worker,
// for every response (documents, single-fetch `.data` requests, redirects and errors alike).

/** Sections whose every answer is the shopper's own, whoever asks (spec storefront-shell §2.1 /pvt, §2.11). */
const privateSections = new Set([
  "pvt",
  "account",
  "login",
  "logout",
  "checkout",
  "bolsa",
  "wishlist",
  "arrepentimiento",
  // Decision 117: an order found by its number and e-mail, and the link that verifies an address.
  "seguimiento",
  "verificar-email",
]);

/** `/checkout/pedido/1.data` → `checkout`; a single-fetch request names its page plus `.data`. */
function firstSegment(pathname: string): string {
  const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return (page.split("/").find(Boolean) ?? "").toLowerCase();
}

export const isPrivatePath = (pathname: string) => privateSections.has(firstSegment(pathname));

export type Answer = {
  method: string;
  pathname: string;
  /** The answer writes a cookie: it holds (or replaces) someone's session. */
  setsCookie: boolean;
  /** The answer was built from a session that held something (a bag, a person, a region …). */
  readsShopperSession: boolean;
};

/** Private answers say `Cache-Control: private, no-store`: no shared cache, no disk copy, no back-button copy. */
export const isPrivateAnswer = ({ method, pathname, setsCookie, readsShopperSession }: Answer) =>
  !["GET", "HEAD"].includes(method.toUpperCase()) || setsCookie || readsShopperSession || isPrivatePath(pathname);

export const privateCacheControl = "private, no-store";
