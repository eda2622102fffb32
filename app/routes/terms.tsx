import { redirect } from "@remix-run/cloudflare";

/**
 * Spec storefront-shell §2.1: "/terms — default link for the newsletter popup's terms" and
 * "/terminos-condiciones — terms and conditions": one page, so the default link moves there for good.
 */
export const loader = () => redirect("/terminos-condiciones", 301);
