import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";

import { StudioChrome } from "../components/studio/StudioChrome";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { studioChrome } from "../features/studio/staff.server";
import { routeStyles, studioSheet } from "../styles/sheets";

const styles = routeStyles(() => [studioSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => studioMeta();

/** Signed out: the sign-in form (requireStaff's 303). Each child guards its own data too. */
export const loader = ({ request, context }: LoaderFunctionArgs) => studioChrome(request, context);

export default function StudioLayout() {
  const chrome = useLoaderData<typeof loader>();
  return (
    <StudioChrome chrome={chrome}>
      <Outlet />
    </StudioChrome>
  );
}

export function ErrorBoundary() {
  return <StudioError standalone />;
}
