// Analytics consent for the tag manager's dataLayer: the shopper's answer, in a cookie.

export const consentCookieName = "esencia_consent";
export const consentCookie = (choice: "granted" | "denied") =>
  `${consentCookieName}=${choice}; Max-Age=31536000; Path=/; SameSite=Lax`;

export function consentOf(cookieHeader: string | null): "granted" | "denied" | null {
  const value = (cookieHeader ?? "")
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${consentCookieName}=`))
    ?.split("=")[1];
  return value === "granted" || value === "denied" ? value : null;
}
