// Decision 072: a studio session is short and revocable. It ends 8 hours after sign-in whatever
// happens, after 30 minutes without a request, or when its row is ended (sign-out, a role change,
// the staff member disabled).

export const studioSessionLimits = { absoluteSeconds: 8 * 60 * 60, idleSeconds: 30 * 60 } as const;

/** Unix seconds: when a studio session started now must end. */
export const studioSessionEndsAt = (nowSeconds: number) => nowSeconds + studioSessionLimits.absoluteSeconds;

export type StudioSessionState = {
  expiresAt: number;
  lastSeenAt: number;
  endedAt: number | null;
  staffDisabledAt: number | null;
};

export function studioSessionIsLive(session: StudioSessionState, nowSeconds: number): boolean {
  return (
    session.endedAt === null &&
    session.staffDisabledAt === null &&
    session.expiresAt > nowSeconds &&
    nowSeconds - session.lastSeenAt < studioSessionLimits.idleSeconds
  );
}
