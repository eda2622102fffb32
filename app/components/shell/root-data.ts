import { useRouteLoaderData } from "@remix-run/react";

import { unpack } from "../../domain/wire";
import type { RootLoader } from "../../features/shell/root.server";
import type { ShellContent } from "../../features/shell/shell.server";

type Loaded = NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>;

/** The root route's data as the pages read it: the shell's content unpacked. */
export type RootData = Omit<Loaded, "shell"> & ShellContent;

/** Each loaded root data with its shell content unpacked, once: the same object on every render. */
const unpacked = new WeakMap<Loaded, RootData>();

/** The root data a loader answered, as the pages read it (decision 102: the shell content travels packed). */
export function rootDataOf(loaded: Loaded): RootData {
  let data = unpacked.get(loaded);
  if (!data) {
    const { shell, ...rest } = loaded;
    data = { ...rest, ...unpack(shell) } as RootData;
    unpacked.set(loaded, data);
  }
  return data;
}

/**
 * The root route's data as the client has it: undefined inside the root's error boundary, and on
 * studio pages, which have no store shell (the root loader answers null there).
 */
export function useRootData(): RootData | undefined {
  const loaded = useRouteLoaderData<RootLoader>("root");
  return loaded ? rootDataOf(loaded) : undefined;
}
