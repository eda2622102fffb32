// The shell's pieces whose code stays out of the first-load JS (decision 081): no first interaction
// needs them — the footer and its sign-up (with Conform) are below the fold, the popup shows after a
// delay, a drawer's content after it opens. Each renders on the server as before. What one of them
// holds (the footer's newsletter form, a drawer's form) is imported by it directly: it is in its chunk.
import { lazyComponent } from "../ui/lazy-component";

/** Their code, one chunk for all of them (decision 087). */
const late = () => import("./late-shell");

export const NewsletterPopup = lazyComponent(() => late().then((module) => module.NewsletterPopup));

export const SearchBox = lazyComponent(() => late().then((module) => module.SearchBox));

export const RegionPopover = lazyComponent(() => late().then((module) => module.RegionPopover));

export const EventOverlay = lazyComponent(() => late().then((module) => module.EventOverlay));

// Drawers: the shell opens them in place (drawer-state) whether or not their code has arrived.
export const MenuDrawer = lazyComponent(() => late().then((module) => module.MenuDrawer));

export const StoresDrawer = lazyComponent(() => late().then((module) => module.StoresDrawer));

export const PickupPointSlider = lazyComponent(() => late().then((module) => module.PickupPointSlider));

export const Footer = lazyComponent(() => late().then((module) => module.Footer));

// Third parties: the consent question is a real form, the delayed scripts wait 2 s after the load anyway.
export const ConsentBanner = lazyComponent(() => late().then((module) => module.ConsentBanner));

export const DelayedScripts = lazyComponent(() => late().then((module) => module.DelayedScripts));

// Its messages start moving once the page is interactive (decision 052); until then they stand still.
export const AlertBar = lazyComponent(() => late().then((module) => module.AlertBar));

// Links and a button that opens a drawer: they work as plain links until their code arrives.
export const TakeoverButtons = lazyComponent(() => late().then((module) => module.TakeoverButtons));

export const PickupPointBar = lazyComponent(() => late().then((module) => module.PickupPointBar));

export const OrganizationButton = lazyComponent(() => late().then((module) => module.OrganizationButton));

// The desktop categories bar builds its panels on the first hover anyway (decision 048); the mobile
// search opens over the header on a tap. Both are links and a GET form until their code arrives.
export const LinksBar = lazyComponent(() => late().then((module) => module.LinksBar));

export const ExpandableSearch = lazyComponent(() => late().then((module) => module.ExpandableSearch));

// What scripts add to the shell's drawers and buttons: each works without it, as a link or a form.
export const ShellBehaviour = lazyComponent(() => late().then((module) => module.ShellBehaviour));

// Shown after the shopper scrolls down, and during maintenance only.
export const BackToTop = lazyComponent(() => late().then((module) => module.BackToTop));

export const MaintenanceOverlay = lazyComponent(() => late().then((module) => module.MaintenanceOverlay));

/** The lite page's pieces: their chunk is never downloaded, since a lite page runs no script (decision 110). */
const lite = () => import("./lite-shell");

export const LiteNote = lazyComponent(() => lite().then((module) => module.LiteNote));

export const LiteAlertBar = lazyComponent(() => lite().then((module) => module.LiteAlertBar));

export const LiteFooter = lazyComponent(() => lite().then((module) => module.LiteFooter));
