import { useRouteLoaderData } from "@remix-run/react";

import type { RootLoader } from "../../features/shell/root.server";

/** The root route's data as the client has it (undefined only inside the root's error boundary). */
export const useRootData = () => useRouteLoaderData<RootLoader>("root");
