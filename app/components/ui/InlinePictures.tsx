import { createContext, useContext } from "react";

/**
 * Pictures the document carries inside itself as `data:` URLs (decision 093): the page's lead
 * picture on a phone, and the header's logo. On a weak signal each separate file costs a round trip
 * — a new connection, sharing the link with everything else — after the document has arrived; sent
 * inside it, the first screen paints whole with the document.
 *
 * entry.server reads the files before it renders and provides their URLs here. Each carried <img>
 * names its file in `data-carried`, so the browser finds the same URLs in the document it loaded:
 * hydration matches, and a later render of that file — a carousel built over the server's slides, a
 * client navigation back to the page — shows the bytes already there instead of fetching the file.
 */
type Carried = Pick<ReadonlyMap<string, string>, "get">;

/**
 * In the browser, the pictures the loaded document carried, looked up when a render asks: a part of
 * the document streamed after the app started (a listing's grid) is in the page by the time React
 * hydrates it, not when this module loaded. A URL found once is kept, for later renders of that file.
 */
const seen = new Map<string, string>();
const carriedByTheDocument: Carried = {
  get(file) {
    if (!file || typeof document === "undefined") return undefined;
    const known = seen.get(file);
    if (known) return known;
    const src = document.querySelector(`img[data-carried="${CSS.escape(file)}"]`)?.getAttribute("src") ?? undefined;
    if (src) seen.set(file, src);
    return src;
  },
};

/** On the server, none until entry.server provides them. */
const InlinePicturesContext = createContext<Carried>(carriedByTheDocument);
export const InlinePicturesProvider = InlinePicturesContext.Provider;

/** The `src` to render for `file`, and the mark of a carried one; no file ("") is never carried. */
export function useInlinePicture(file: string): { src: string; "data-carried"?: string } {
  const carried = useContext(InlinePicturesContext).get(file);
  return carried ? { src: carried, "data-carried": file } : { src: file };
}
