import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useState, type CSSProperties } from "react";

import type { Popup } from "../../content/site";
import { popupRules } from "../../domain/shell/popups";
import { maxLengths } from "../../forms/field-limits";
import type { NewsletterFields } from "../../forms/newsletter";
import { newsletterCopy } from "../../forms/newsletter-copy";
import type { FormOutcome } from "../../forms/outcome";
import { CheckboxField, ErrorList, Field, Honeypot } from "../forms";
import { lowFetchPriority } from "../ui/fetch-priority";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";
import { useTransientError } from "./useTransientError";

type Props = { popup: Popup & { id: string }; flash: FormOutcome | null };

/**
 * Newsletter popup (spec §2.23, §4.7), rendered by the server when its rules say so. It appears
 * after autoDisplayTime seconds through a CSS animation delay, so the delay holds without JS too; the
 * page a no-JS post returns to shows it at once, with the server's answer.
 * Closing posts to /popup (remembered for the session); the 'simple' variant closes only on submit.
 */
export function NewsletterPopup({ popup, flash }: Props) {
  const rules = popupRules(popup.design);
  const formId = "newsletter-popup";
  const subscribe = useFetcher<FormOutcome>();
  const close = useFetcher();
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  const flashed = flash?.form === formId ? flash : null;
  const outcome = subscribe.data ?? flashed;
  const [form, fields] = useForm<NewsletterFields & { terms?: string }>({
    id: formId,
    lastResult: outcome?.reply,
    constraint: maxLengths("name", "email"),
    shouldValidate: "onSubmit",
  });
  const message = useTransientError(outcome, Boolean(subscribe.data));

  // A popup the page answers with shows at once; otherwise after its delay, and its picture loads
  // behind the first screen's.
  const delay = flashed ? 0 : popup.autoDisplayTime;
  const redirectTo = `${location.pathname}${location.search}`;
  const titleId = `${popup.id}-title`;
  return (
    // Hidden, not unmounted, when closed: the close fetcher must outlive the click to set its cookie.
    <div
      className={`popup popup--${popup.design}`}
      hidden={closed}
      style={{ "--popup-delay": `${delay}s` } as CSSProperties}
    >
      {rules.hasBackdrop ? <div className="popup__backdrop" /> : null}
      <section className="popup__dialog" role="dialog" aria-labelledby={titleId}>
        {!rules.closesOnlyOnSubmit || outcome?.status === "success" ? (
          <FetcherForm fetcher={close} action="/popup" className="popup__close" onSubmit={() => setClosed(true)}>
            <input type="hidden" name="popupId" value={popup.id} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" aria-label="Cerrar">
              <Icon name="close" />
            </button>
          </FetcherForm>
        ) : null}
        {popup.image ? (
          <picture>
            {rules.usesMobileImage && popup.image.mobile ? (
              <source media="(max-width: 768px)" srcSet={popup.image.mobile.src} />
            ) : null}
            <img
              className="popup__image"
              src={popup.image.desktop.src}
              alt={popup.image.desktop.alt}
              width={popup.image.desktop.width}
              height={popup.image.desktop.height}
              {...(delay > 0 ? { ...lowFetchPriority, decoding: "async" as const } : {})}
            />
          </picture>
        ) : null}
        <h2 id={titleId}>{popup.title}</h2>
        {popup.text ? <p>{popup.text}</p> : null}
        {outcome?.status === "success" ? (
          <p className="newsletter__success" role="status">
            {outcome.message}
          </p>
        ) : (
          <FetcherForm
            fetcher={subscribe}
            action="/newsletter"
            {...getFormProps(form)}
            className="popup__form"
            onSubmit={(event) => {
              if (!event.currentTarget.terms.checked) {
                event.preventDefault();
                window.alert(newsletterCopy.termsRequired);
              }
            }}
          >
            <input type="hidden" name="source" value="popup" />
            <input type="hidden" name="popupId" value={popup.id} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Honeypot />
            {rules.asksForName ? (
              <Field
                key={fields.name.key}
                className="popup__field"
                labelProps={{ className: "visually-hidden", children: popup.namePlaceholder }}
                inputProps={{
                  ...getInputProps(fields.name, { type: "text" }),
                  placeholder: popup.namePlaceholder,
                  autoComplete: "given-name",
                }}
                errors={fields.name.errors}
              />
            ) : null}
            <Field
              key={fields.email.key}
              className="popup__field"
              labelProps={{ className: "visually-hidden", children: popup.emailPlaceholder }}
              inputProps={{
                ...getInputProps(fields.email, { type: "email" }),
                placeholder: popup.emailPlaceholder,
                autoComplete: "email",
              }}
              errors={fields.email.errors}
            />
            <CheckboxField
              labelProps={{
                className: "popup__terms",
                children: (
                  <a href={popup.termsLink} target="_blank" rel="noopener noreferrer">
                    {popup.termsText}
                  </a>
                ),
              }}
              inputProps={{ id: fields.terms.id, name: "terms", value: "on" }}
              errors={fields.terms.errors}
            />
            {outcome?.message ? null : <ErrorList id={form.errorId} errors={form.errors} />}
            {message ? (
              <p className="newsletter__error" role="alert">
                {message}
              </p>
            ) : null}
            <button
              type="submit"
              className="button"
              disabled={subscribe.state !== "idle"}
              aria-busy={subscribe.state !== "idle"}
            >
              {subscribe.state !== "idle" ? <span className="spinner" aria-label="Enviando" /> : popup.button}
            </button>
          </FetcherForm>
        )}
      </section>
    </div>
  );
}
