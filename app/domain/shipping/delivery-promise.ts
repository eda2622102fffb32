// Delivery promises follow each option's cut-off hour and Argentina's business days (decision
// 118), shaped on spec products-and-buying §9 "Shipping options": estimates read 'En hasta N días
// hábiles', so N counts business days — weekends and the holidays of config:checkout skipped —
// from today. An order after an option's cut-off, or on a day that is not a business day, is
// handled the next business day. (Same Day, whose promise is 'Llega hoy', is then not offered at
// all: ./options.ts.)

/** The shop's clock: cut-off hours and "today" are Buenos Aires'. */
export const shopTimeZone = "America/Argentina/Buenos_Aires";

const localParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: shopTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as Buenos Aires reads it: the date ('2026-12-01') and the minutes since midnight. */
export function shopClock(now: Date): { date: string; minutes: number } {
  const part = Object.fromEntries(localParts.formatToParts(now).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** '13:00' → 780. */
const minutesOf = (hour: string) => {
  const [hours = "0", minutes = "0"] = hour.split(":");
  return Number(hours) * 60 + Number(minutes);
};

const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Monday to Friday, and not a holiday. */
export function isBusinessDay(date: string, holidays: ReadonlySet<string> | readonly string[]): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const isHoliday = "has" in holidays ? holidays.has(date) : holidays.includes(date);
  return weekday !== 0 && weekday !== 6 && !isHoliday;
}

/** The first business day after `date`. */
function nextBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let day = dayAfter(date);
  // A year has at most a couple of weeks' worth of consecutive days off; the bound keeps a
  // malformed list (every day a holiday) from looping forever.
  for (let tries = 0; tries < 60 && !isBusinessDay(day, holidays); tries++) day = dayAfter(day);
  return day;
}

export type DeliveryCalendar = {
  /** 'HH:MM' in Buenos Aires time. */
  cutOff: string;
  /** ISO dates. */
  holidays: readonly string[];
};

/** What an option promises now: the business days from today ('En hasta N días hábiles', 0 'Llega hoy') and the date. */
export type DeliveryPromise = { estimatedDays: number; arrivesBy: string };

/**
 * The promise of an option that takes `days` business days once handled, for an order at `now`:
 * handled today before the cut-off on a business day, else the next business day; counted in
 * business days from today, so only an order handled today may arrive today (0).
 */
export function deliveryPromise(days: number, now: Date, { cutOff, holidays }: DeliveryCalendar): DeliveryPromise {
  const offDays = new Set(holidays);
  const today = shopClock(now);
  const handledToday = isBusinessDay(today.date, offDays) && today.minutes < minutesOf(cutOff);
  let arrivesBy = handledToday ? today.date : nextBusinessDay(today.date, offDays);
  for (let day = 0; day < days; day++) arrivesBy = nextBusinessDay(arrivesBy, offDays);
  return { estimatedDays: days + (handledToday ? 0 : 1), arrivesBy };
}
