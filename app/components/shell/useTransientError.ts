import { useEffect, useState } from "react";

import type { FormOutcome } from "../../forms/outcome";

/** Spec §9 "Newsletter error display: 5 s". */
export const newsletterErrorDisplayMs = 5000;

/**
 * Spec §4.7 "On error the error message shows for 5 seconds": a newsletter form's error message
 * (e.g. 'Ya estás suscripto.', the rate limit), hidden 5 s after a fetcher brought it. What was typed
 * stays. A message rendered by the server after a plain post (no JS) is never hidden: nothing runs
 * to hide it. Field errors are not this message: they stay next to their input until it is fixed.
 */
export function useTransientError(outcome: FormOutcome | null, fromFetcher: boolean): string | null {
  const text = outcome?.status === "error" ? (outcome.message ?? null) : null;
  const [visible, setVisible] = useState(text);
  useEffect(() => {
    setVisible(text);
    if (!text || !fromFetcher) return;
    const timer = setTimeout(() => setVisible(null), newsletterErrorDisplayMs);
    return () => clearTimeout(timer);
  }, [outcome, text, fromFetcher]);
  return visible;
}
