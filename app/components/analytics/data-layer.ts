// The analytics events of spec storefront-shell §7, pushed to the tag manager's dataLayer. Consent
// is Google's consent mode: the snippet sets 'denied' by default and the shopper's choice updates it,
// so the container decides what each tag may do with an event (TagManager.tsx).

type Params = Record<string, string | number | boolean | readonly unknown[] | undefined>;
export type AnalyticsEventName =
  | "search"
  | "autocomplete_query"
  | "search_select_item"
  | "select_item"
  | "view_item_list"
  | "view_promotion"
  | "select_promotion"
  | "view_cart"
  | "add_to_cart"
  | "remove_from_cart";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** §7 "view_promotion and select_promotion, skipped when analyticsToggle is 'off'." */
export function shouldSend(event: AnalyticsEventName, analyticsToggle: "on" | "off"): boolean {
  return !(analyticsToggle === "off" && (event === "view_promotion" || event === "select_promotion"));
}

export function track(event: AnalyticsEventName, params: Params, analyticsToggle: "on" | "off"): void {
  if (!shouldSend(event, analyticsToggle)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}
