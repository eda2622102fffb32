import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { FlashStatus } from "./components/account/FlashStatus";
import { Footer } from "./components/shell/Footer";
import { Header } from "./components/shell/Header";
import { useNonce } from "./components/ui/Nonce";
import { useWishlistMirror } from "./components/wishlist/use-wishlist-mirror";
import { FooterSchema, HeaderSchema } from "./content/shell";
import { content } from "./stores/content.server";
import { sessions, takeFlash } from "./stores/session.server";
import { shellShopper, shopperOf } from "./stores/shopper.server";
import appStyles from "./styles/app.css?url";

export { shellShouldRevalidate as shouldRevalidate } from "./http/revalidation";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = sessions(context, request);
  const session = await store.read();
  const flash = takeFlash(session);
  const shell = content(context);
  const [header, footer, shopper] = await Promise.all([
    shell.read("content:header", HeaderSchema),
    shell.read("content:footer", FooterSchema),
    shopperOf(context, session),
  ]);
  const headers = flash ? { "Set-Cookie": await store.commit(session) } : undefined;
  return data(
    { header, footer, flash, shopper: shellShopper(shopper, context), storeUrl: context.cloudflare.env.STORE_URL, path: new URL(request.url).pathname },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  // Marks the document as hydrated: styles enhance on it, and e2e tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.js = "ready";
  }, []);
  useWishlistMirror(root?.shopper.wishlist);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ab1458" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        {root?.header ? <Header header={root.header} /> : null}
        <main id="contenido">
          <FlashStatus outcome={root?.flash} form="account" />
          {children}
        </main>
        {root?.footer ? <Footer footer={root.footer} flash={root.flash} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{notFound ? "Página no encontrada | Esencia" : "Algo salió mal | Esencia"}</title>
      <h1 id="error-title">{notFound ? "No encontramos esta página" : "Algo salió mal"}</h1>
      <p>
        {notFound
          ? "Puede que el enlace esté roto o que la página ya no exista."
          : "Tuvimos un problema al mostrar esta página. Probá de nuevo en unos minutos."}
      </p>
      <a className="button" href="/">
        Volver al inicio
      </a>
    </section>
  );
}
