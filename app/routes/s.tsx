import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { ListingPage } from "../components/listing/ListingPage";
import { firstRowPictureFiles } from "../domain/listing/first-row-pictures";
import { pageHeaders } from "../features/cms/page.server";
import { listingPage, searchPath, type ListingPageData } from "../features/listing/listing.server";
import { listingMeta } from "../features/listing/meta";
import type { RootLoader } from "../features/shell/root.server";
import { carriedPictures } from "../http/lead-picture-handle";
import { searchCountHeaders } from "../http/search-count";
import { cmsPageSheets, listingSheet, listingSheetsShown, routeStyles } from "../styles/sheets";

export { shouldRevalidate } from "../http/revalidation";

const styles = routeStyles(() => [...cmsPageSheets, listingSheet], {
  shownBy: ({ listing }: { listing: { sections: readonly unknown[] } }) => listingSheetsShown(listing),
  handle: carriedPictures<{ listing: ListingPageData }>(({ listing }, lite) => firstRowPictureFiles(listing, lite)),
});
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: page, matches }) =>
  page?.listing ? listingMeta(page.listing, matches.find((match) => match.id === "root")?.data?.storeUrl ?? "") : [];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Spec storefront-shell §2.1 "/s: Search results". */
export async function loader(args: LoaderFunctionArgs) {
  const listing = await listingPage(args, searchPath);
  const headers = { ...pageHeaders(listing?.preview ?? null), ...searchCountHeaders(listing) };
  return data({ listing: listing! }, { headers });
}

export default function SearchPage() {
  const { listing } = useLoaderData<typeof loader>();
  return <ListingPage listing={listing} />;
}
