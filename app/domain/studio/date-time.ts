// Dates in the studio are shown and typed in Buenos Aires time (a `datetime-local` input), and
// stored as the documents hold them: an ISO instant with its offset, 2025-11-02T21:50:00-03:00.

export const studioTimeZone = "America/Argentina/Buenos_Aires";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: studioTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
const offsets = new Intl.DateTimeFormat("en-US", { timeZone: studioTimeZone, timeZoneName: "longOffset" });

/** '2025-11-03T00:50:00Z' → '2025-11-02T21:50' (seconds only when they are not 0); unreadable text as it is. */
export function toLocalInput(iso: string): string {
  const instant = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(instant.getTime())) return iso;
  const part = Object.fromEntries(parts.formatToParts(instant).map(({ type, value }) => [type, value]));
  const seconds = part.second === "00" ? "" : `:${part.second}`;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}${seconds}`;
}

/** The zone's offset at an instant: '-03:00'. */
function offsetAt(instant: Date): string {
  const name = offsets.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const offset = name.replace("GMT", "");
  return offset === "" ? "+00:00" : offset;
}

/** '2025-11-02T21:50' (Buenos Aires) → '2025-11-02T21:50:00-03:00'; null when it is not a date and time. */
export function fromLocalInput(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "00"] = match;
  // Buenos Aires is UTC−3 all year; asking the zone keeps this right if it ever changes.
  const guess = new Date(Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second) + 3 * 3_600_000);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offsetAt(guess)}`;
}
