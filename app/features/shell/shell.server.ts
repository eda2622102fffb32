import { StoresSchema, type Store } from "../../content/config";
import { globalSchemas, type GlobalDocument } from "../../content/globals";
import { FooterSchema, HeaderSchema, type Footer, type Header } from "../../content/shell";
import { SiteSchema, type Site } from "../../content/site";
import { badgeStylesheet, cardBadgeList } from "../../domain/cms/badges";
import { shellPreviewDraft } from "../../domain/cms/preview";
import { plansInForce } from "../../domain/instalments";
import { isAutomatic } from "../../domain/promotions/unit-offer";
import { regionOpensOnLoad } from "../../domain/region";
import { consentOf } from "../../domain/shell/consent";
import { menuPage, type MenuPageSection } from "../../domain/shell/menu-page";
import { shellHeader, shellMenus, type ShellMenus } from "../../domain/shell/menus";
import { insideWindow, overlaysBypassed } from "../../domain/shell/overlays";
import { pickupPointById, pickupPointsOf, showsPickupButton, type PickupPoint } from "../../domain/shell/pickup-point";
import { closedPopups, popupFor } from "../../domain/shell/popups";
import { activeTakeoverButton } from "../../domain/shell/takeover";
import { availableStores, provincesOf } from "../../domain/stores/locator";
import { pack, type Packed } from "../../domain/wire";
import { keepForServerRender, type ServerRenderData } from "../../http/server-render";
import { memo, objectKey } from "../../ports/cache/memo";
import { content } from "../../ports/content.server";
import type { AppContext } from "../../ports/context.server";
import type { ShopperSession } from "../../ports/session.server";
import { shownPromotions } from "../promotions/shown.server";

// What the root loader needs for the site shell (spec storefront-shell §2.3–§2.9, §2.23, §2.24):
// the shell documents, and the per-shopper state kept in the session cookie. Missing documents
// leave their part out; the page always renders.

const defaultSite: Site = SiteSchema.parse({});

export async function loadShell({
  request,
  context,
  session,
}: {
  request: Request;
  context: AppContext & { serverRender?: ServerRenderData };
  session: ShopperSession;
}) {
  const url = new URL(request.url);
  // A draft of a shell document shows on every page of its preview (decision 014).
  const store = content(context, { draft: shellPreviewDraft(url.searchParams) });
  const [header, footer, site, eventButtons, stores, badges, plans, promotions] = await Promise.all([
    store.read("content:header", HeaderSchema),
    store.read("content:footer", FooterSchema),
    store.read("content:site", SiteSchema),
    store.read("content:globals:event-buttons", globalSchemas["event-buttons"]),
    store.read("config:stores", StoresSchema),
    store.global("badges"),
    store.global("installments"),
    shownPromotions(context, request),
  ]);
  const settings = site ?? defaultSite;

  const takeover = eventButtons
    ? activeTakeoverButton(eventButtons.buttonsContent, session.get("takeover")?.id ?? null, url.pathname)
    : null;
  // Landing on a button's link makes it the active one for the session (§4.5).
  if (takeover?.remember && takeover.id) session.set("takeover", { id: takeover.id, at: new Date().toISOString() });

  const postalCode = session.get("postalCode") ?? null;
  const storesData = stores?.storesData ?? noStores;
  const { pickupPoints, provinces } = fromStores(storesData);
  const pickupButton = showsPickupButton(settings.region.pickupPointButton, pickupPoints.length);
  const bypassed = overlaysBypassed(url, request.headers.get("Cookie"));
  const event = settings.eventOverlay;

  // The menus' content is written by the server render only; the browser fetches it when shown (decision 084).
  if (header) keepForServerRender(context, "menus", shellMenus(header));

  return {
    shell: packedShell(objectKey(header ?? absent, footer ?? absent, settings, storesData, badges ?? absent), () =>
      pack(shellContent(header, footer, settings, provinces, badges)),
    ),
    /** Spec §2.3 "account icon, linking to /account#/profile when the person has an id, else /login". */
    takeover: eventButtons && takeover?.id ? { ...eventButtons, activeId: takeover.id } : null,
    region: {
      postalCode,
      city: session.get("city") ?? null,
      opensOnLoad: regionOpensOnLoad({
        deliveryPromise: settings.region.deliveryPromise,
        postalCode,
        initialPostalCode: null,
        mandatory: settings.region.postalCodeMandatory,
      }),
      /** §2.9 the global pickup point and whether the bar offers its button; the list is fetched when the slider opens. */
      pickupButton,
      /** Only while the bar shows it: a choice the shopper could neither see nor clear would linger. */
      pickupPoint: pickupButton ? pickupPointById(pickupPoints, session.get("pickupPoint")) : null,
    },
    popup: popupFor(settings.popups, url.pathname, closedPopups(request.headers.get("Cookie"))),
    maintenance: settings.maintenance?.active && !bypassed ? settings.maintenance : null,
    eventOverlay: event?.active && !bypassed && insideWindow(Date.now(), event) ? event : null,
    consent: consentOf(request.headers.get("Cookie")),
    /** The cards' instalment pills choose among these; dated here so server and browser agree. */
    instalmentPlans: plansInForce(plans ?? [], new Date()),
    /**
     * The cards' promotion badges and prices come from these (decision 126): the automatic ones only,
     * since a card shows what every shopper gets; a lite page's document stays small.
     */
    promotions: { at: promotions.at, live: promotions.live.filter(isAutomatic) },
  };
}

/**
 * What every page derives from the stores document, made once per copy of it (decision 088's
 * habit): sorting them by name in Spanish (`localeCompare`) was ~0.15 ms of each render. Every view
 * shares them, so they are frozen.
 */
const storesMemo = memo<{ pickupPoints: readonly PickupPoint[]; provinces: readonly string[] }>({ limit: 8 });
const noStores: readonly Store[] = [];
const fromStores = (storesData: readonly Store[]) =>
  storesMemo(objectKey(storesData), () => ({
    pickupPoints: Object.freeze(pickupPointsOf(storesData).map((point) => Object.freeze(point))),
    provinces: Object.freeze(provincesOf(availableStores(storesData))),
  }));

/**
 * The part of the shell every page of a content version shows the same, packed once per copy of its
 * documents (decision 102): the hydration data carries it as one text instead of encoding it again
 * for every page. A missing document is this one object, so its absence keys the same way each time.
 */
const packedShell = memo<Packed<ShellContent>>({ limit: 8 });
const absent = {};

function shellContent(
  header: Header | null,
  footer: Footer | null,
  settings: Site,
  provinces: readonly string[],
  badges: GlobalDocument<"badges"> | null,
) {
  return {
    header: header ? shellHeader(header) : null,
    footer,
    /** The stores drawer's province selector; its list is fetched when it opens (every page stays light). */
    storeProvinces: provinces,
    thirdParty: settings.thirdParty,
    tagManager: settings.tagManager ?? null,
    analyticsToggle: settings.analyticsToggle,
    /** Every card on the page reads its badges here; their looks are one stylesheet (decision 033). */
    badges: { list: cardBadgeList(badges ?? []), css: badgeStylesheet(badges ?? []) },
  };
}
export type ShellContent = ReturnType<typeof shellContent>;

export type Shell = Awaited<ReturnType<typeof loadShell>>;

/**
 * The menus' content for the browser (decision 084), from the same documents the page's shell
 * reads, the preview's draft included; null when there is no header.
 */
export async function loadShellMenus({
  request,
  context,
}: {
  request: Request;
  context: AppContext;
}): Promise<ShellMenus | null> {
  const draft = shellPreviewDraft(new URL(request.url).searchParams);
  const header = await content(context, { draft }).read("content:header", HeaderSchema);
  return header ? shellMenus(header) : null;
}

/** What /menu shows (decision 110): the menus' and the footer's links, from the documents every page's shell reads. */
export type MenuPageData = { sections: MenuPageSection[]; preview: string | null };

export async function loadMenuPage({
  request,
  context,
}: {
  request: Request;
  context: AppContext;
}): Promise<MenuPageData> {
  const draft = shellPreviewDraft(new URL(request.url).searchParams);
  const store = content(context, { draft });
  const [header, footer] = await Promise.all([
    store.read("content:header", HeaderSchema),
    store.read("content:footer", FooterSchema),
  ]);
  return { sections: menuPage(header ? shellMenus(header) : null, footer), preview: draft };
}
