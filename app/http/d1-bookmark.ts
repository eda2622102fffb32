// D1's read replication (decision 076): reads go to any replica; after a write the shopper's next
// requests carry the write's bookmark, so a replica behind it never answers them (read your writes).

export const bookmarkCookieName = "esencia_d1";

/** A minute is far longer than replicas lag; after it any replica is as new as the write. */
const bookmarkSeconds = 60;

export function bookmarkOf(request: Request): string | null {
  const value = (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${bookmarkCookieName}=`))
    ?.slice(bookmarkCookieName.length + 1);
  // D1 bookmarks are hex groups joined by dashes; anything else is not ours.
  return value && /^[0-9a-f-]{1,200}$/i.test(value) ? value : null;
}

export const bookmarkCookie = (bookmark: string) =>
  `${bookmarkCookieName}=${bookmark}; Path=/; Max-Age=${bookmarkSeconds}; HttpOnly; SameSite=Lax`;
