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
const InlinePicturesContext = createContext<ReadonlyMap<string, string>>(carriedByTheDocument());
export const InlinePicturesProvider = InlinePicturesContext.Provider;

/** In the browser, the pictures the loaded document carried; on the server, none until provided. */
function carriedByTheDocument(): ReadonlyMap<string, string> {
  if (typeof document === "undefined") return new Map();
  return new Map(
    [...document.querySelectorAll<HTMLImageElement>("img[data-carried]")].map((img) => [
      img.dataset.carried!,
      img.getAttribute("src")!,
    ]),
  );
}

/** The `src` to render for `file`, and the mark of a carried one. */
export function useInlinePicture(file: string): { src: string; "data-carried"?: string } {
  const carried = useContext(InlinePicturesContext).get(file);
  return carried ? { src: carried, "data-carried": file } : { src: file };
}
