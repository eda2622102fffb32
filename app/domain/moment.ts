// How the store writes a moment: one rule for every page that shows one, server and browser alike.

const momentParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Argentina/Buenos_Aires",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as shoppers and ops read it: Buenos Aires time, es-AR order ("26/11/2026, 14:30").
 * Composed from the numbers alone: es-AR's own short style ('8:38 a. m.') is spelt differently by
 * the Worker's and each browser's ICU (a no-break space or not), and pages failed to hydrate on it.
 */
export function shownTime(ms: number | null): string {
  if (ms === null || ms <= 0) return "—";
  const part = Object.fromEntries(momentParts.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year}, ${part.hour}:${part.minute}`;
}
