// Decision 056: every session carries its absolute end inside the signed value; nothing renews it.

const day = 24 * 60 * 60;

/** A signed-in session ends a week after sign-in, used or not; a guest's bag and region last 30 days. */
export const sessionLifetimeSeconds = { signedIn: 7 * day, guest: 30 * day } as const;

export type SessionKind = keyof typeof sessionLifetimeSeconds;

/** When a session started now (unix seconds) must end. */
export const sessionEndsAt = (kind: SessionKind, nowSeconds: number) => nowSeconds + sessionLifetimeSeconds[kind];

/** A session without a readable end, or past it, is over: it reads as a new, empty one. */
export const sessionIsOver = (endsAt: unknown, nowSeconds: number) =>
  typeof endsAt !== "number" || !Number.isFinite(endsAt) || endsAt <= nowSeconds;

export const nowInSeconds = () => Math.floor(Date.now() / 1000);
