import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { regionCopy } from "../../domain/region";
import type { Shell } from "../../features/shell/shell.server";
import type { FormOutcome } from "../../http/respond.server";
import { Icon } from "../ui/Icon";
import { fieldLimits } from "../../forms/field-limits";

/** Where shoppers look up a postal code; the spec leaves the link's target out. */
const postalCodeLookup = "https://www.correoargentino.com.ar/formularios/cpa";

type Props = { region: Shell["region"]; errors: { message: string | null; field: string | null } };

/**
 * Region bar and popover (spec §2.9, §4.2): a <details> that opens without JS — and opens by itself
 * on load when the spec's rule says so — holding a real form posting to /region. With JS the form
 * is a fetcher: the button shows '...' while loading, success closes the popover and clears the
 * input, an error shows the message. On opening, the input is focused when no postal code is set.
 */
export function RegionPopover({ region, errors }: Props) {
  const fetcher = useFetcher<FormOutcome>();
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const loading = fetcher.state !== "idle";
  const outcome = fetcher.data;
  const message = outcome ? (outcome.status === "error" ? (outcome.message ?? outcome.reply?.error?.postalCode?.[0] ?? null) : null) : (errors.field ?? errors.message);

  useEffect(() => {
    if (fetcher.state !== "idle" || outcome?.status !== "success" || !details.current) return;
    details.current.open = false;
    if (input.current) input.current.value = "";
  }, [fetcher.state, outcome]);

  const where = region.postalCode ? `${region.city ?? "Tu ubicación"}, ${region.postalCode}` : "Ingresá tu código postal";
  return (
    <details
      className="region"
      ref={details}
      open={region.opensOnLoad || Boolean(message)}
      onToggle={(event) => {
        if (event.currentTarget.open && !region.postalCode) input.current?.focus();
      }}
    >
      <summary className="region__bar">
        <Icon name="pin" />
        <span className="region__where">{where}</span>
        <span className="region__edit">{region.postalCode ? "Editar" : "Set your location"}</span>
      </summary>
      <div className="region__popover" role="group" aria-labelledby="region-title">
        <h2 id="region-title">{regionCopy.title}</h2>
        <p>{region.postalCode ? regionCopy.current(region.city ?? "", region.postalCode) : regionCopy.noLocation}</p>
        <fetcher.Form method="post" action="/region" className="region__form" noValidate>
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
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "region-error" : undefined}
          />
          <button type="submit" className="button" disabled={loading} aria-busy={loading}>
            {loading ? "..." : "Aplicar"}
          </button>
        </fetcher.Form>
        {message ? (
          <p className="field-error" id="region-error" role="alert">
            {message}
          </p>
        ) : null}
        <a className="region__help" href={postalCodeLookup} target="_blank" rel="noopener noreferrer">
          {regionCopy.dontKnow}
        </a>
      </div>
    </details>
  );
}
