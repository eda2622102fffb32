import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { useLoaderData, useSearchParams } from "@remix-run/react";

import { CmsPage } from "../components/cms/CmsPage";
import { useRootData } from "../components/shell/root-data";
import { JsonLd } from "../components/ui/JsonLd";
import { useLiteMode } from "../components/ui/LiteMode";
import { cmsLeadPicture } from "../domain/cms/lead-picture";
import { liteHomePart } from "../domain/cms/lite-home";
import { homeJsonLd } from "../domain/seo/site-json-ld";
import { homePage, pageHeaders } from "../features/cms/page.server";
import type { RootLoader } from "../features/shell/root.server";
import { leadImage } from "../http/lead-picture-handle";
import { pageMeta, storeName } from "../http/meta";
import { cmsPageSheets, routeStyles } from "../styles/sheets";

export { shouldRevalidate } from "../http/revalidation";

type CmsPageData = SerializeFrom<typeof loader>;

const styles = routeStyles(() => cmsPageSheets, {
  handle: leadImage<CmsPageData>((page, lite) => cmsLeadPicture(page.sections, lite)),
});
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: page, matches }) =>
  pageMeta({
    title: page?.seo.title ?? "Esencia",
    description: page?.seo.description ?? "",
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/",
    canonical: page?.seo.canonical,
    noindex: Boolean(page?.preview),
  });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Spec storefront-shell §2.1 "/ Home (content-managed sections)". */
export async function loader(args: LoaderFunctionArgs) {
  const page = await homePage(args);
  return data(page, { headers: pageHeaders(page.preview) });
}

export default function Home() {
  const page = useLoaderData<typeof loader>();
  const root = useRootData();
  // A lite home shows its first screen, and the rest a link away (decision 110).
  const lite = useLiteMode();
  const [search] = useSearchParams();
  const part = lite ? liteHomePart(page.sections, search.get("page")) : null;
  const organization = {
    name: storeName,
    logo: root?.header?.logo.src ?? null,
    sameAs: root?.footer?.social.map((profile) => profile.link) ?? [],
  };
  return (
    <>
      <JsonLd data={homeJsonLd(root?.storeUrl ?? "", organization)} />
      <CmsPage
        className="home"
        title={page.seo.title}
        sections={part?.sections ?? page.sections}
        preview={page.preview}
        lazySections={root?.lazySections ?? false}
      />
      {part?.more || part?.back ? (
        <p className="home__more">
          <a className="button button--outline" href={part.more ?? part.back ?? "/"}>
            {part.more ? "Ver más" : "Volver al inicio"}
          </a>
        </p>
      ) : null}
    </>
  );
}
