import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";

import { maxLengths } from "../../forms/field-limits";
import type { NewsletterFields } from "../../forms/newsletter";
import type { FormOutcome } from "../../forms/outcome";
import { ErrorList, Honeypot } from "../forms";
import { FetcherForm } from "../ui/FetcherForm";
import { useTransientError } from "./useTransientError";

type Props = {
  /** Where the form sits: the footer, or inline in a page section (spec §2.23 "Three places"). */
  source?: "footer" | "inline";
  /** Inline forms: 'Event' subscribes as entity 'EM' (spec §7). */
  variant?: string;
  /** Shows a name input with this label (spec §2.23 "a flag to show a name input"). */
  nameLabel?: string | undefined;
  title: string;
  description?: string | undefined;
  placeholder: string;
  button: string;
  /** The outcome of a plain (no-JS) post, carried over the 303 as a flash. */
  flash: FormOutcome | null;
};

/**
 * Newsletter form (spec §2.23, §4.7), in the footer or inline in a page. A real form posting to
 * /newsletter; with JS it is a fetcher: the button disables with a loader, success replaces the
 * form, errors show for 5 s. One inline form per place: its id (and its flash) is per place.
 * The section carries that id: without JS the post's 303 lands on `#newsletter-{source}`, so the
 * shopper sees the answer where the form is, not the page's top.
 */
export function NewsletterForm({
  source = "footer",
  variant,
  nameLabel,
  title,
  description,
  placeholder,
  button,
  flash,
}: Props) {
  const id = `newsletter-${source}`;
  const fetcher = useFetcher<FormOutcome>();
  const location = useLocation();
  const outcome = fetcher.data ?? (flash?.form === id ? flash : null);
  const [form, fields] = useForm<NewsletterFields>({
    // The section holds `id`, the anchor a no-JS post returns to; the <form> inside is named after it.
    id: `${id}-form`,
    lastResult: outcome?.reply,
    constraint: maxLengths("name", "email"),
    // Validation is the server's (see docs/decisions/010): zod stays out of the first-load JS.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const message = useTransientError(outcome, Boolean(fetcher.data));
  const submitting = fetcher.state !== "idle";

  return (
    <section id={id} className={`newsletter newsletter--${source}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description ? <p className="newsletter__description">{description}</p> : null}
      {outcome?.status === "success" ? (
        <p className="newsletter__success" role="status">
          {outcome.message}
        </p>
      ) : (
        <FetcherForm fetcher={fetcher} action="/newsletter" {...getFormProps(form)} className="newsletter__form">
          <input type="hidden" name="source" value={source} />
          {variant ? <input type="hidden" name="variant" value={variant} /> : null}
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <Honeypot />
          {nameLabel ? (
            <>
              <label className="visually-hidden" htmlFor={fields.name.id}>
                {nameLabel}
              </label>
              <input
                {...getInputProps(fields.name, { type: "text" })}
                key={fields.name.key}
                placeholder={nameLabel}
                autoComplete="given-name"
              />
            </>
          ) : null}
          <label className="visually-hidden" htmlFor={fields.email.id}>
            Email
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            placeholder={placeholder}
            autoComplete="email"
            inputMode="email"
          />
          <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
            {submitting ? <span className="spinner" aria-label="Enviando" /> : button}
          </button>
          <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
          {/* The error message (its reply may repeat it as a form error) is the transient one. */}
          {outcome?.message ? null : <ErrorList id={form.errorId} errors={form.errors} />}
          {message ? (
            <p className="newsletter__error" role="alert">
              {message}
            </p>
          ) : null}
        </FetcherForm>
      )}
    </section>
  );
}
