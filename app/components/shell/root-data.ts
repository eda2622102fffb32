import { useRouteLoaderData } from "@remix-run/react";

import type { RootLoader } from "../../features/shell/root.server";

/**
 * The root route's data as the client has it: undefined inside the root's error boundary, and on
 * studio pages, which have no store shell (the root loader answers null there).
 */
export const useRootData = () => useRouteLoaderData<RootLoader>("root") ?? undefined;
