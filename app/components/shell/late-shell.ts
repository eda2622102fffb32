// The shell's late pieces (lazy-shell.ts) in one module, so that the browser loads them as one chunk
// after the first paint (decision 087): every page shows most of them, and one file per piece made
// each page fetch some twenty scripts of 0.3 to 4 KB. What a route also imports statically is split
// out by the bundler, as any shared module is.
export { NewsletterPopup } from "./NewsletterPopup";
export { SearchBox } from "../search/SearchBox";
export { RegionPopover } from "./RegionPopover";
export { EventOverlay } from "./EventOverlay";
export { MenuDrawer } from "./MenuDrawer";
export { StoresDrawer } from "./StoresDrawer";
export { PickupPointSlider } from "./PickupPointSlider";
export { Footer } from "./Footer";
export { ConsentBanner } from "./ConsentBanner";
export { DelayedScripts } from "./DelayedScripts";
export { AlertBar } from "./AlertBar";
export { TakeoverButtons } from "./TakeoverButtons";
export { PickupPointBar } from "./PickupPointBar";
export { OrganizationButton } from "../account/OrganizationButton";
export { LinksBar } from "./LinksBar";
export { ExpandableSearch } from "./ExpandableSearch";
export { BackToTop } from "./BackToTop";
export { MaintenanceOverlay } from "./Overlays";
export { ShellBehaviour } from "./ShellBehaviour";
