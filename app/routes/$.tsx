import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { BoutiquePage } from "../components/boutique/BoutiquePage";
import { CmsPage } from "../components/cms/CmsPage";
import { ListingPage } from "../components/listing/ListingPage";
import { EshopMenu } from "../components/shell/EshopMenu";
import { useRootData } from "../components/shell/root-data";
import { missingContentMessage } from "../domain/cms/document-checks";
import { cmsLeadPicture } from "../domain/cms/lead-picture";
import { firstRowPictureFiles } from "../domain/listing/first-row-pictures";
import { contentLeadPicture } from "../domain/media/content-pictures";
import { boutiqueFor } from "../features/boutique/boutique.server";
import { landingPage, pageHeaders } from "../features/cms/page.server";
import { listingPage } from "../features/listing/listing.server";
import { listingMeta } from "../features/listing/meta";
import { eshopMenu } from "../features/shell/eshop.server";
import type { RootLoader } from "../features/shell/root.server";
import { carriedPictures, leadImage } from "../http/lead-picture-handle";
import { pageMeta } from "../http/meta";
import {
  boutiqueSheet,
  cmsPageSheets,
  listingSheet,
  listingSheetsShown,
  routeStyles,
  type SheetsShown,
} from "../styles/sheets";

export { shouldRevalidate } from "../http/revalidation";

type CatchAllData = SerializeFrom<typeof loader>;

/** A listing's own sheets; a landing its sections', in an e-shop's layout when it has one; an e-boutique both. */
function sheetsShownBy(page: CatchAllData): SheetsShown {
  if (page.listing) return listingSheetsShown(page.listing);
  if (page.boutique || page.eshop) return { shown: [...cmsPageSheets, boutiqueSheet] };
  return { shown: cmsPageSheets };
}

// One route serves listings, landings and e-boutiques: it lists what any of them may show, and each
// page links and inlines only its own (decision 091).
const styles = routeStyles(() => [...cmsPageSheets, boutiqueSheet, listingSheet], {
  shownBy: sheetsShownBy,
  handle: {
    ...leadImage<CatchAllData>((page, lite) => {
      if (page.listing) {
        const banner = page.listing.header.headerBanner?.image;
        return banner ? contentLeadPicture({ desktop: banner }, lite) : null;
      }
      return cmsLeadPicture(page.sections, lite);
    }),
    ...carriedPictures<CatchAllData>((page, lite) => (page.listing ? firstRowPictureFiles(page.listing, lite) : [])),
  },
});
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

/** Spec §2.2 "Page SEO: title, description, canonical (default {storeUrl}/{slug}), a title template, and open-graph type website." */
export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: page, matches }) => {
  if (!page) return [{ title: "Página no encontrada | Esencia" }];
  const storeUrl = matches.find((match) => match.id === "root")?.data?.storeUrl ?? "";
  if (page.listing) return listingMeta(page.listing, storeUrl);
  return pageMeta({
    title: page.seo.title,
    description: page.seo.description,
    storeUrl,
    path: page.slug,
    canonical: page.seo.canonical,
    ogType: "website",
    noindex: Boolean(page.preview),
  });
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** '/Preguntas-Frecuentes/' → '/preguntas-frecuentes'; null for paths of more than one segment. */
function landingSlug(splat: string | undefined): string | null {
  const segment = (splat ?? "").replace(/^\/+|\/+$/g, "").toLowerCase();
  return /^[a-z0-9][a-z0-9-]*$/.test(segment) ? `/${segment}` : null;
}

/**
 * Spec §2.1 "/{slug}: landing page, resolved from CMS content of type landingPage whose
 * settings.seo.slug equals /{slug}"; missing content resolves to not found (§2.2). "Any other path:
 * Product listing (departmental/category/collection) page", or not found when it names none.
 */
export async function loader(args: LoaderFunctionArgs) {
  // /shop-{brand}/… is a luxury brand's e-boutique (spec §2.22, decision 027).
  const boutique = await boutiqueFor(args, args.params["*"] ?? "");
  if (boutique) return data({ ...boutique, listing: null }, { headers: pageHeaders(boutique.preview) });
  const slug = landingSlug(args.params["*"]);
  // The spec's "Missing content" is logged only when no listing answers the path either.
  const quiet = { logMissing: false };
  const [page, eshop] = slug
    ? await Promise.all([landingPage(args, slug, quiet), eshopMenu(args.context, slug)])
    : [null, null];
  if (slug && page)
    return data({ ...page, slug, eshop, boutique: null, listing: null }, { headers: pageHeaders(page.preview) });
  const listing = await listingPage(args, `/${args.params["*"] ?? ""}`);
  if (!listing) {
    if (slug) console.error(missingContentMessage("KV", "landingPage"));
    throw new Response("No encontrado", { status: 404 });
  }
  return data({ listing }, { headers: pageHeaders(listing.preview) });
}

export default function CatchAllPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.listing) return <ListingPage listing={loaded.listing} />;
  return <LandingPage page={loaded} />;
}

function LandingPage({
  page,
}: {
  page: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { listing: object }>;
}) {
  const root = useRootData();
  const cmsPage = (title?: string) => (
    <CmsPage
      className="landing"
      title={title}
      sections={page.sections}
      preview={page.preview}
      lazySections={root?.lazySections ?? false}
    />
  );
  // A page is named by its first section's h1, or else by a hidden one: the boutique's title, the landing's SEO title.
  if (page.boutique)
    return (
      <BoutiquePage
        boutique={page.boutique}
        eshop={page.eshop}
        sections={page.sections.length > 0 ? cmsPage(page.boutique.title) : null}
      />
    );
  const sections = cmsPage(page.seo.title);
  if (!page.eshop) return sections;
  return (
    <div className="boutique">
      <EshopMenu menu={page.eshop} />
      {sections}
    </div>
  );
}
