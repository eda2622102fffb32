import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher, useLocation, type FetcherWithComponents } from "@remix-run/react";

import { maxLengths } from "../../forms/field-limits";
import type { NewsletterFields } from "../../forms/newsletter";
import type { FormOutcome } from "../../forms/outcome";
import { ErrorList, Honeypot } from "../forms";
import { FetcherForm } from "../ui/FetcherForm";
import { useServerMarkup } from "../ui/server-markup";
import { WrittenOnce } from "../ui/WrittenOnce";
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
 * The server keeps a form no outcome has touched yet, the footer's on every page, and fills in the
 * address it comes back to (decision 104); a form with a no-JS post's outcome is rendered anew.
 */
export function NewsletterForm(props: Props) {
  const kept = useServerMarkup() !== null && props.flash?.form !== placeOf(props).id;
  return kept ? <KeptNewsletter {...props} /> : <LiveNewsletter {...props} />;
}

/** What the form shows of its props: the same on both sides. */
const placeOf = ({ source = "footer", variant, nameLabel, title, description, placeholder, button }: Props) => ({
  id: `newsletter-${source}`,
  source,
  variant,
  nameLabel,
  title,
  description,
  placeholder,
  button,
});

const sectionClass = (source: string) => `newsletter newsletter--${source}`;

/** The server's form while nothing has happened to it: kept, with its address filled in. */
function KeptNewsletter(props: Props) {
  const location = useLocation();
  const place = placeOf(props);
  return (
    <WrittenOnce
      as="section"
      className={sectionClass(place.source)}
      labelledBy={`${place.id}-title`}
      slot="boletín"
      component={NewsletterView}
      props={{ place, redirectTo: `${location.pathname}${location.search}`, outcome: null, message: null }}
      holes={newsletterHoles}
    />
  );
}

/** The browser's form, and the server's after a no-JS post: its outcome is the shopper's own, never kept. */
function LiveNewsletter(props: Props) {
  const place = placeOf(props);
  const fetcher = useFetcher<FormOutcome>();
  const location = useLocation();
  const outcome = fetcher.data ?? (props.flash?.form === place.id ? props.flash : null);
  const message = useTransientError(outcome, Boolean(fetcher.data));
  return (
    <section className={sectionClass(place.source)} aria-labelledby={`${place.id}-title`}>
      <NewsletterView
        place={place}
        redirectTo={`${location.pathname}${location.search}`}
        outcome={outcome}
        message={message}
        live={{ fetcher, submitting: fetcher.state !== "idle" }}
      />
    </section>
  );
}

const newsletterHoles = ["redirectTo"] as const;

type NewsletterViewProps = {
  place: ReturnType<typeof placeOf>;
  redirectTo: string;
  outcome: FormOutcome | null;
  /** The error message while it shows (§4.7 "for 5 seconds"). */
  message: string | null;
  /** The browser's alone (absent in markup the server keeps). */
  live?: { fetcher: FetcherWithComponents<FormOutcome>; submitting: boolean };
};

/**
 * The section's content. Conform's `useForm` is its one hook: it reads nothing outside its props,
 * so the server can write it outside the request's tree.
 */
function NewsletterView({ place, redirectTo, outcome, message, live }: NewsletterViewProps) {
  const [form, fields] = useForm<NewsletterFields>({
    id: place.id,
    lastResult: outcome?.reply,
    constraint: maxLengths("name", "email"),
    // Validation is the server's (see docs/decisions/010): zod stays out of the first-load JS.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const submitting = live?.submitting ?? false;

  return (
    <>
      <h2 id={`${place.id}-title`}>{place.title}</h2>
      {place.description ? <p className="newsletter__description">{place.description}</p> : null}
      {outcome?.status === "success" ? (
        <p className="newsletter__success" role="status">
          {outcome.message}
        </p>
      ) : (
        <FetcherForm fetcher={live?.fetcher} action="/newsletter" {...getFormProps(form)} className="newsletter__form">
          <input type="hidden" name="source" value={place.source} />
          {place.variant ? <input type="hidden" name="variant" value={place.variant} /> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Honeypot />
          {place.nameLabel ? (
            <>
              <label className="visually-hidden" htmlFor={fields.name.id}>
                {place.nameLabel}
              </label>
              <input
                {...getInputProps(fields.name, { type: "text" })}
                key={fields.name.key}
                placeholder={place.nameLabel}
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
            placeholder={place.placeholder}
            autoComplete="email"
            inputMode="email"
          />
          <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
            {submitting ? <span className="spinner" aria-label="Enviando" /> : place.button}
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
    </>
  );
}
