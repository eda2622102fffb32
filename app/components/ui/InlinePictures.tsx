import { createContext, useContext } from "react";

/**
 * Pictures the document carries inside itself as `data:` URLs (decision 093): the page's lead
 * picture on a phone, and the header's logo. On a weak signal each separate file costs a round trip
 * — a new connection, sharing the link with everything else — after the document has arrived; sent
 * inside it, the first screen paints whole with the document.
 *
 * entry.server reads the files before it renders and provides their URLs here; the browser has none,
 * so it renders each file's own address. React does not patch an attribute when it hydrates (the
 * <img> says `suppressHydrationWarning`), so the document's copy stays shown; a later render with
 * the same file changes nothing, and one with another file shows that file.
 */
const InlinePicturesContext = createContext<ReadonlyMap<string, string>>(new Map());
export const InlinePicturesProvider = InlinePicturesContext.Provider;

/** The `src` to render for `file`: its `data:` URL when the document carries it. */
export const useInlinePicture = (file: string) => useContext(InlinePicturesContext).get(file) ?? file;
