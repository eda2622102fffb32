import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { studioSignOut } from "../features/studio/staff.server";

/** Signing out changes state, so it is a POST (a GET link could be fired by any image tag). */
export const loader = () => redirect("/studio");

export const action = ({ request, context }: ActionFunctionArgs) => studioSignOut(request, context);
