import type { Flash } from "../../forms/outcome";

/** The one-shot outcome of a form this page owns, after a no-JS 303 (or the action's data with JS). */
export function FlashStatus({ outcome, form }: { outcome: Flash | null | undefined; form: string }) {
  if (!outcome || outcome.form !== form || !outcome.message) return null;
  return (
    <p className={`flash flash--${outcome.status}`} role={outcome.status === "error" ? "alert" : "status"}>
      {outcome.message}
    </p>
  );
}
