import { useMatches } from "@remix-run/react";

import type { Sheet, StylesHandle } from "../../styles/sheets";

const isStylesHandle = (handle: unknown): handle is StylesHandle =>
  typeof (handle as Partial<StylesHandle> | undefined)?.linkedSheets === "function";

/**
 * The sheets the matched routes' page shows, root's shell first, each once (decision 091):
 * `linked` for the <link>s after the page, `inlined` for the first paint's <style>.
 */
export function usePageSheets(kind: "linked" | "inlined"): Sheet[] {
  const sheets = useMatches().flatMap(({ handle, data }) =>
    isStylesHandle(handle) ? (kind === "linked" ? handle.linkedSheets(data) : handle.inlinedSheets(data)) : [],
  );
  return sheets.filter((sheet, index) => sheets.findIndex(({ href }) => href === sheet.href) === index);
}
