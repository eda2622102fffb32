import { useSubmit } from "@remix-run/react";
import { useRef, type FocusEvent, type FormEvent } from "react";

import { checkoutDraftFields } from "../../forms/order-copy";

type Values = Map<string, string>;

const valuesOf = (form: HTMLFormElement): Values => {
  const fields = new FormData(form);
  const values: Values = new Map();
  for (const name of checkoutDraftFields) {
    const value = fields.get(name);
    if (typeof value === "string") values.set(name, value);
  }
  return values;
};

/**
 * With JavaScript, the order form keeps what was typed as the shopper leaves a field or picks an
 * option (decision 114): a `save-draft` post of the contact and delivery fields that changed since
 * the last one. Each post is a fetcher of its own (`navigate: false`), so none cancels another,
 * and each carries only its changes, so one that arrives late cannot undo a newer field. Fetchers
 * outlive the page (v3_fetcherPersist): following a link right after typing still saves. Without
 * JavaScript the form's own posts save it.
 */
export function useDraftSaving() {
  const submit = useSubmit();
  const saved = useRef<Values | null>(null);

  const save = (form: HTMLFormElement) => {
    const current = valuesOf(form);
    const before = saved.current ?? new Map<string, string>();
    const changed = [...current].filter(([name, value]) => before.get(name) !== value);
    saved.current = current;
    if (changed.length === 0) return;
    const draft = new FormData();
    draft.set("intent", "save-draft");
    for (const [name, value] of changed) draft.set(name, value);
    submit(draft, { method: "post", action: "/checkout", navigate: false });
  };

  return {
    /** The values the form started with are the draft already: the first focus takes them as saved. */
    onFocus: (event: FocusEvent<HTMLFormElement>) => {
      saved.current ??= valuesOf(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => save(event.currentTarget),
    /** A radio or a select is chosen without leaving it. */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.type === "radio" || target.tagName === "SELECT") save(event.currentTarget);
    },
  };
}
