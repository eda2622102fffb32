import { useFetcher } from "@remix-run/react";
import { useRef, type FocusEvent, type FormEvent } from "react";

import { checkoutDraftFields } from "../../forms/order-copy";

/** One fetcher for every save: a newer post supersedes one still on its way, and it carries the whole draft. */
const draftFetcherKey = "checkout-draft";

/**
 * With JavaScript, the order form keeps what was typed as the shopper leaves a field or picks an
 * option (decision 114): a `save-draft` post of the contact and delivery fields, only when they
 * changed since the last one. The fetcher outlives the page (v3_fetcherPersist), so following a
 * link right after typing still saves. Without JavaScript the form's own posts save it.
 */
export function useDraftSaving() {
  const fetcher = useFetcher({ key: draftFetcherKey });
  const saved = useRef<string | null>(null);

  const draftOf = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const draft = new FormData();
    for (const name of checkoutDraftFields) {
      const value = fields.get(name);
      if (typeof value === "string") draft.set(name, value);
    }
    return draft;
  };
  const snapshotOf = (draft: FormData) => JSON.stringify([...draft.entries()]);

  const save = (form: HTMLFormElement) => {
    const draft = draftOf(form);
    const snapshot = snapshotOf(draft);
    if (snapshot === saved.current) return;
    saved.current = snapshot;
    draft.set("intent", "save-draft");
    fetcher.submit(draft, { method: "post", action: "/checkout" });
  };

  return {
    /** The values the form started with are the draft already: the first focus takes them as saved. */
    onFocus: (event: FocusEvent<HTMLFormElement>) => {
      saved.current ??= snapshotOf(draftOf(event.currentTarget));
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => save(event.currentTarget),
    /** A radio or a select is chosen without leaving it. */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.type === "radio" || target.tagName === "SELECT") save(event.currentTarget);
    },
  };
}
