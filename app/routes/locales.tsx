import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { StoreLocator } from "../components/stores/StoreLocator";
import type { RootLoader } from "../features/shell/root.server";
import { loadLocator } from "../features/stores/locator.server";
import { pageMeta } from "../http/meta";
import locatorStyles from "../styles/locator.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: locatorStyles }];

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) =>
  pageMeta({
    title: "Locales",
    description: "Encontrá tu tienda Esencia por provincia y ciudad: dirección, horarios, teléfono y retiro en tienda.",
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/locales",
  });

/** Spec storefront-shell §2.20: the store locator; ?provincia=…&ciudad=… is its filter (a GET form). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLocator(context, new URL(request.url));
}

export default function Locales() {
  return <StoreLocator locator={useLoaderData<typeof loader>()} />;
}
