import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/pvt/account/profile");
