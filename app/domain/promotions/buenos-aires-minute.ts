// The studio's promotions are scheduled in Buenos Aires minutes (a 'datetime-local' input) and stored
// as UTC instants (migration 0024). Argentina keeps UTC−3 all year, with no daylight saving since
// 2009, so the conversion is a fixed three hours: no time-zone database is needed to write one.

/** Buenos Aires is UTC−3 all year. */
export const buenosAiresOffsetHours = -3;

const localMinute = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * '2026-12-10T09:30' (as a 'datetime-local' input sends it, seconds optional and dropped) → the ISO
 * instant of that Buenos Aires minute, '2026-12-10T12:30:00.000Z'; null for anything else, a 31/11
 * included.
 */
export function instantOfBuenosAiresMinute(local: string): string | null {
  const match = localMinute.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls 31/11 over to 1/12: a day the month lacks is no minute at all.
  if (asUtc.getUTCDate() !== day || asUtc.getUTCMonth() !== month - 1) return null;
  return new Date(asUtc.getTime() - buenosAiresOffsetHours * 3_600_000).toISOString();
}

const two = (value: number) => String(value).padStart(2, "0");

/** An ISO instant → its Buenos Aires minute as a 'datetime-local' input shows it ('2026-12-10T09:30'). */
export function buenosAiresMinuteOf(instant: string): string {
  const at = new Date(Date.parse(instant) + buenosAiresOffsetHours * 3_600_000);
  return `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}T${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}
