import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { regionCopy, regionPromptCookie, regionPrompted } from "../../domain/region";
import type { Shell } from "../../features/shell/shell.server";
import { fieldLimits } from "../../forms/field-limits";
import type { FormOutcome } from "../../forms/outcome";
import { ErrorList } from "../forms";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";

/** Where shoppers look up a postal code; the spec leaves the link's target out. */
const postalCodeLookup = "https://www.correoargentino.com.ar/formularios/cpa";

/** A failed post without JS, from its flash: the message, and what the shopper had typed. */
export type RegionFlash = { message: string | null; typed: string | null };

type Props = { region: Shell["region"]; flash: RegionFlash };

/**
 * Region bar and popover (spec §2.9, §4.2): a <details> holding a real form posting to /region. The
 * server renders it closed (open only to show a failed post's message), so without JS no page is
 * covered. With JS, when the spec's rule says it "opens automatically on load", it opens once per
 * browser session as a prompt clear of the page's heading, with its input focused (decision 064).
 * The form is a fetcher: the button shows '...' while loading, success closes the popover and clears
 * the input, an error shows the message and keeps what was typed.
 */
export function RegionPopover({ region, flash }: Props) {
  const fetcher = useFetcher<FormOutcome>();
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const loading = fetcher.state !== "idle";
  const outcome = fetcher.data;
  const message = outcome
    ? outcome.status === "error"
      ? (outcome.message ?? outcome.reply?.error?.postalCode?.[0] ?? null)
      : null
    : flash.message;

  useEffect(() => {
    const element = details.current;
    if (!element || !region.opensOnLoad || element.open || regionPrompted(document.cookie)) return;
    element.classList.add("region--prompt");
    element.open = true;
    if (coversHeading(element.querySelector(".region__popover"))) {
      element.open = false;
      element.classList.remove("region--prompt");
      return;
    }
    document.cookie = regionPromptCookie;
    input.current?.focus({ preventScroll: true });
    // Once, on the document's first render: a client-side navigation is not a load (§2.9 "on load").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || outcome?.status !== "success" || !details.current) return;
    details.current.open = false;
    if (input.current) input.current.value = "";
  }, [fetcher.state, outcome]);

  const where = region.postalCode
    ? `${region.city ?? "Tu ubicación"}, ${region.postalCode}`
    : "Ingresá tu código postal";
  return (
    <details
      className="region"
      ref={details}
      open={Boolean(message)}
      onToggle={(event) => {
        if (!event.currentTarget.open) return event.currentTarget.classList.remove("region--prompt");
        if (!region.postalCode) input.current?.focus({ preventScroll: true });
      }}
    >
      <summary className="region__bar">
        <Icon name="pin" />
        <span className="region__where">{where}</span>
        <span className="region__edit">{region.postalCode ? "Editar" : "Set your location"}</span>
      </summary>
      <div className="region__popover" role="group" aria-labelledby="region-title">
        <h2 id="region-title">{regionCopy.title}</h2>
        <button
          type="button"
          className="region__close"
          aria-label="Cerrar"
          onClick={() => {
            if (details.current) details.current.open = false;
          }}
        >
          <Icon name="close" />
        </button>
        <p>{region.postalCode ? regionCopy.current(region.city ?? "", region.postalCode) : regionCopy.noLocation}</p>
        <FetcherForm fetcher={fetcher} action="/region" className="region__form" noValidate>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <label className="visually-hidden" htmlFor="region-postal-code">
            Código postal
          </label>
          <input
            ref={input}
            id="region-postal-code"
            name="postalCode"
            inputMode="text"
            autoComplete="postal-code"
            placeholder="Código postal"
            maxLength={fieldLimits.postalCode}
            defaultValue={flash.typed ?? undefined}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "region-error" : undefined}
          />
          <button type="submit" className="button" disabled={loading} aria-busy={loading}>
            {loading ? "..." : "Aplicar"}
          </button>
        </FetcherForm>
        <ErrorList id="region-error" errors={[message]} />
        <a className="region__help" href={postalCodeLookup} target="_blank" rel="noopener noreferrer">
          {regionCopy.dontKnow}
        </a>
      </div>
    </details>
  );
}

/** Whether the popover, where it now stands, hides any of the page's heading text. */
function coversHeading(popover: Element | null): boolean {
  const heading = document.querySelector("#contenido h1");
  if (!popover || !heading) return false;
  const text = document.createRange();
  text.selectNodeContents(heading);
  const [a, b] = [text.getBoundingClientRect(), popover.getBoundingClientRect()];
  return a.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
