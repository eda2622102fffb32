import { useRef, type FocusEvent, type FormEvent } from "react";

import { checkoutDraftFields } from "../../forms/order-copy";

/** The draft's own action (routes/checkout_.borrador.tsx). */
const draftAction = "/checkout/borrador";

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
 * option (decision 114): a post of the contact and delivery fields that changed since the last one.
 * A plain `fetch`, not a fetcher: a fetcher's action that ends while the form's own post is loading
 * its page data makes Remix finish that navigation with the fetcher's data instead, and the
 * shipping options for a postal code just asked for went missing. `keepalive` lets a post outlive
 * the page. Each post carries only its changes, so one that arrives late cannot undo a newer field.
 * Without JavaScript the form's own posts save the draft.
 */
export function useDraftSaving() {
  const saved = useRef<Values | null>(null);

  const save = (form: HTMLFormElement) => {
    const current = valuesOf(form);
    const before = saved.current ?? new Map<string, string>();
    const changed = [...current].filter(([name, value]) => before.get(name) !== value);
    saved.current = current;
    if (changed.length === 0) return;
    const draft = new FormData();
    for (const [name, value] of changed) draft.set(name, value);
    // A draft not kept costs some typing; the page has nothing to say about it.
    fetch(draftAction, { method: "POST", body: draft, keepalive: true }).catch(() => undefined);
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
