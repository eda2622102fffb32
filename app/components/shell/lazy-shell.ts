// The shell's pieces whose code stays out of the first-load JS (decision 081): no first interaction
// needs them — the footer and its sign-up (with Conform) are below the fold, the popup shows after a
// delay, a drawer's content after it opens. Each renders on the server as before. What one of them
// holds (the footer's newsletter form, a drawer's form) is imported by it directly: it is in its chunk.
import { lazyComponent } from "../ui/lazy-component";

export const NewsletterPopup = lazyComponent(() =>
  import("./NewsletterPopup").then((module) => module.NewsletterPopup),
);

export const SearchBox = lazyComponent(() => import("../search/SearchBox").then((module) => module.SearchBox));

export const RegionPopover = lazyComponent(() => import("./RegionPopover").then((module) => module.RegionPopover));

export const EventOverlay = lazyComponent(() => import("./EventOverlay").then((module) => module.EventOverlay));

// Drawers: the shell opens them in place (drawer-state) whether or not their code has arrived.
export const MenuDrawer = lazyComponent(() => import("./MenuDrawer").then((module) => module.MenuDrawer));

export const StoresDrawer = lazyComponent(() => import("./StoresDrawer").then((module) => module.StoresDrawer));

export const PickupPointSlider = lazyComponent(() =>
  import("./PickupPointSlider").then((module) => module.PickupPointSlider),
);

export const Footer = lazyComponent(() => import("./Footer").then((module) => module.Footer));

// Third parties: the consent question is a real form, the delayed scripts wait 2 s after the load anyway.
export const ConsentBanner = lazyComponent(() => import("./ConsentBanner").then((module) => module.ConsentBanner));

export const DelayedScripts = lazyComponent(() => import("./DelayedScripts").then((module) => module.DelayedScripts));

// Its messages start moving once the page is interactive (decision 052); until then they stand still.
export const AlertBar = lazyComponent(() => import("./AlertBar").then((module) => module.AlertBar));

// Links and a button that opens a drawer: they work as plain links until their code arrives.
export const TakeoverButtons = lazyComponent(() =>
  import("./TakeoverButtons").then((module) => module.TakeoverButtons),
);

export const PickupPointBar = lazyComponent(() => import("./PickupPointBar").then((module) => module.PickupPointBar));

export const OrganizationButton = lazyComponent(() =>
  import("../account/OrganizationButton").then((module) => module.OrganizationButton),
);

// The desktop categories bar builds its panels on the first hover anyway (decision 048); the mobile
// search opens over the header on a tap. Both are links and a GET form until their code arrives.
export const LinksBar = lazyComponent(() => import("./LinksBar").then((module) => module.LinksBar));

export const ExpandableSearch = lazyComponent(() =>
  import("./ExpandableSearch").then((module) => module.ExpandableSearch),
);
