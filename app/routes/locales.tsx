import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { StoreLocator } from "../components/stores/StoreLocator";
import { pageHeaders } from "../features/cms/page.server";
import type { RootLoader } from "../features/shell/root.server";
import { loadLocator } from "../features/stores/locator.server";
import { pageMeta } from "../http/meta";
import { locatorSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [locatorSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) =>
  pageMeta({
    title: "Locales",
    description: "Encontrá tu tienda Esencia por provincia y ciudad: dirección, horarios, teléfono y retiro en tienda.",
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/locales",
  });

/** Spec storefront-shell §2.20: the store locator; ?provincia=…&ciudad=… is its filter (a GET form). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await loadLocator(context, new URL(request.url)), { headers: pageHeaders(null) });
}

export default function Locales() {
  return <StoreLocator locator={useLoaderData<typeof loader>()} />;
}
