import { redirect } from "@remix-run/cloudflare";

/**
 * The spec's account link is /account#/profile (storefront-shell §2.1); the fragment never reaches
 * the server, so /account goes to the profile, whose own guard sends anonymous visitors to log in.
 */
export const loader = () => redirect("/pvt/account/profile");
