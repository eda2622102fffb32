/** React 18 does not know `fetchPriority`; the lowercase attribute reaches the HTML as is. */
export const highFetchPriority = { fetchpriority: "high" } as Record<string, string>;

/**
 * A picture the page shows later (the newsletter popup after its delay) or a small one beside its
 * lead (icons, a listing's filter buttons, the gallery's thumbnails): it loads without taking the
 * link from the lead and the sheets (decision 101).
 */
export const lowFetchPriority = { fetchpriority: "low" } as Record<string, string>;

/**
 * How a picture loads. The page's lead picture at once, with high priority, and decoded in the frame
 * that paints it: with `decoding="async"` the browser painted the page without it and showed it a
 * frame or more later, past the stylesheets and pictures that arrived meanwhile (decision 092).
 * Every other picture when it nears the viewport, decoded off the main thread.
 */
export const pictureLoading = (lead: boolean) =>
  lead ? { ...highFetchPriority, decoding: "sync" as const } : { loading: "lazy" as const, decoding: "async" as const };
