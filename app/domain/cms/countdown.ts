// Spec storefront-shell §2.16 "Countdown", §4.4 "Countdown: ticks every second; once the target time
// has passed it renders nothing", §9 "Countdown: default target now + 2 days; ring radius 67; size 150".

export const countdownRing = { radius: 67, size: 150 } as const;
const twoDaysMs = 2 * 24 * 60 * 60 * 1000;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** The editor's target, or now + 2 days when there is none (or it is not a date). */
export function countdownTarget(targetDate: string | undefined, now: number): number {
  const target = targetDate ? Date.parse(targetDate) : Number.NaN;
  return Number.isNaN(target) ? now + twoDaysMs : target;
}

/** What is left to the target, or null once it has passed. */
export function countdownParts(target: number, now: number): CountdownParts | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** How much of each ring is drawn: a unit's share of the next one up (days against a 30-day month). */
export function ringShare(unit: keyof CountdownParts, parts: CountdownParts): number {
  const whole = { days: 30, hours: 24, minutes: 60, seconds: 60 }[unit];
  return Math.min(parts[unit] / whole, 1);
}
