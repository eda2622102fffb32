import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";

import { markNavigated } from "./components/cms/lazy-mode";
import { useRootData } from "./components/shell/root-data";
import { Shell } from "./components/shell/Shell";
import { SiteNavigation } from "./components/shell/SiteNavigation";
import { TagManager } from "./components/shell/ThirdParty";
import { CriticalStyles, PageStylesheets } from "./components/ui/CriticalStyles";
import { markFirstHydrationDone, openGatesOnUpdate } from "./components/ui/hydration-gate";
import { whenLazyPiecesShown } from "./components/ui/lazy-component";
import { LeadImagePreloads } from "./components/ui/LeadImagePreloads";
import { useLiteMode } from "./components/ui/LiteMode";
import { useNonce } from "./components/ui/Nonce";
import { useWishlistMirror } from "./components/wishlist/use-wishlist-mirror";
import { isStudioPath } from "./domain/studio/paths";
import { rootLoader } from "./features/shell/root.server";
import { isRefusal } from "./http/error-log";
import { routeStyles, shellSheet } from "./styles/sheets";

export { shellShouldRevalidate as shouldRevalidate } from "./http/revalidation";

const styles = routeStyles(() => [shellSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

/** The error page's title: a <title> rendered by the boundary itself would land in <body>. */
export const meta: MetaFunction = ({ error }) =>
  error ? [{ title: isNotFound(error) ? "Página no encontrada | Esencia" : "Algo salió mal | Esencia" }] : [];

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

export const loader = (args: LoaderFunctionArgs) => rootLoader(args);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lite = useLiteMode();
  const root = useRootData();
  // A router update would wait for the parts whose hydration waits: they hydrate now (decision 112).
  openGatesOnUpdate();
  // Marks the document as hydrated, its lazy pieces included (decision 081): styles enhance on it,
  // and e2e tests wait for it.
  useEffect(() => {
    // Parts rendered from now on have no server markup to keep (decision 112).
    markFirstHydrationDone();
    whenLazyPiecesShown(() => {
      document.documentElement.dataset.js = "ready";
    });
  }, []);
  // A navigation's new page mounts after its data loads, so this runs first (decision 005's lazy sections).
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) markNavigated();
  }, [navigating]);
  useWishlistMirror(root?.shopper.wishlist);
  // The studio brings its own header, navigation and <main> (decision 072); the store's shell never shows there.
  const studio = isStudioPath(useLocation().pathname);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ab1458" />
        <LeadImagePreloads />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The first paint's CSS; the whole sheets come after the page, in <PageStylesheets> (decisions 082, 092). */}
        <CriticalStyles />
        {/* The configured badge looks (products-and-buying "badges"): a <style> belongs in <head>, not <body>. */}
        {root?.badges.css ? (
          <style nonce={nonce} suppressHydrationWarning>
            {root.badges.css}
          </style>
        ) : null}
        {root?.tagManager && !lite ? (
          <TagManager containerId={root.tagManager.containerId} consent={root.consent} />
        ) : null}
      </head>
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        {studio ? children : root ? <Shell root={root}>{children}</Shell> : <main id="contenido">{children}</main>}
        <PageStylesheets />
        {/* Lite mode sends no JavaScript at all: every journey works without it (decision 079). */}
        {lite ? null : (
          <>
            {/* Every SiteLink's clicks and prefetches, in one place (decision 088). */}
            <SiteNavigation />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  const studio = isStudioPath(useLocation().pathname);
  if (!isRefusal(error)) console.error(error);
  const page = (
    <section className="error-page" aria-labelledby="error-title">
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
  // Studio pages have no shell, so no <main> around them but their own.
  return studio ? <main id="contenido">{page}</main> : page;
}
