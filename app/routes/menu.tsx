import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { MenuPage } from "../components/shell/MenuPage";
import { pageHeaders } from "../features/cms/page.server";
import type { RootLoader } from "../features/shell/root.server";
import { loadMenuPage } from "../features/shell/shell.server";
import { pageMeta } from "../http/meta";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) =>
  pageMeta({
    title: "Menú",
    description: "Todas las categorías, marcas, ayuda y contacto de Esencia.",
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/menu",
  });

/** Decision 110: the lite store's menu, where the header's menus and the footer's links are. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await loadMenuPage(args);
  return data(page, { headers: pageHeaders(page.preview) });
}

export default function Menu() {
  return <MenuPage sections={useLoaderData<typeof loader>().sections} />;
}
