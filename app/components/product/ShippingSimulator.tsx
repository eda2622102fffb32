import { Await, useFetcher, useLocation } from "@remix-run/react";
import { Suspense, useState } from "react";

import { postalCodeLookupUrl, shippingCopy, type ShippingSimulation } from "../../domain/shipping/simulation";
import { fieldLimits } from "../../forms/field-limits";
import type { FormOutcome } from "../../forms/outcome";
import { shippingFormId } from "../../forms/shipping-copy";
import { ErrorList } from "../forms";
import { useRootData } from "../shell/root-data";
import { FetcherForm } from "../ui/FetcherForm";

type Outcome = FormOutcome & { simulation?: ShippingSimulation | null };

/**
 * Spec products-and-buying §2.4 "Shipping calculator", §4 "Shipping simulation". A real post to
 * /simular-envio: without JS it 303s back and this page simulates for the session's postal code
 * (also how "the session postal code runs it on page load"); with JS a fetcher shows the answer.
 */
export function ShippingSimulator({
  sku,
  postalCode,
  initial,
}: {
  sku: string;
  postalCode: string | null;
  initial: Promise<ShippingSimulation | null> | null;
}) {
  const fetcher = useFetcher<Outcome>({ key: shippingFormId });
  const location = useLocation();
  const root = useRootData();
  const flash = root?.flash?.form === shippingFormId ? root.flash : null;
  const answer = fetcher.data ?? null;
  const error = answer
    ? answer.status === "error"
      ? answer.message
      : null
    : flash?.status === "error"
      ? flash.message
      : null;
  const typed = (flash?.reply as { initialValue?: { postalCode?: unknown } } | undefined)?.initialValue?.postalCode;
  const [value, setValue] = useState((typeof typed === "string" ? typed : null) ?? postalCode ?? "");
  const busy = fetcher.state !== "idle";

  return (
    <section className="shipping" id="envio" aria-labelledby="envio-titulo">
      <h2 id="envio-titulo" className="pdp__subtitle">
        {shippingCopy.title}
      </h2>
      <FetcherForm
        fetcher={fetcher}
        action="/simular-envio"
        className="shipping__form"
        onSubmit={(event) => {
          const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          if (intent === "clear") setValue("");
        }}
      >
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#envio`} />
        <label className="shipping__field">
          <span>{shippingCopy.label}</span>
          <input
            name="postalCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={fieldLimits.postalCode}
            placeholder="1001"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "envio-error" : undefined}
          />
        </label>
        {value || error ? (
          <button type="submit" name="intent" value="clear" className="shipping__clear" aria-label={shippingCopy.clear}>
            ×
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="simulate"
          className="button shipping__submit"
          disabled={busy}
          aria-busy={busy}
        >
          {shippingCopy.submit}
        </button>
      </FetcherForm>
      <ErrorList id="envio-error" errors={[error]} />
      <a className="shipping__lookup" href={postalCodeLookupUrl} target="_blank" rel="noopener noreferrer">
        {shippingCopy.dontKnow}
      </a>
      <div aria-live="polite">
        {answer ? (
          answer.status === "success" && answer.simulation ? (
            <ShippingResult simulation={answer.simulation} />
          ) : null
        ) : initial && !error ? (
          <Suspense fallback={null}>
            <Await resolve={initial} errorElement={null}>
              {(simulation) => (simulation ? <ShippingResult simulation={simulation} /> : null)}
            </Await>
          </Suspense>
        ) : null}
      </div>
      <a className="shipping__conditions" href="/envios-y-medios-de-pago">
        {shippingCopy.conditions}
      </a>
    </section>
  );
}

function ShippingResult({ simulation }: { simulation: ShippingSimulation }) {
  const { neighborhood, city } = simulation.address;
  const place = [neighborhood, city].filter(Boolean).join(", ");
  return (
    <div className="shipping__result">
      <p className="shipping__address">
        Envíos a {place ? `${place} ` : ""}({simulation.postalCode})
      </p>
      {simulation.options.length === 0 ? (
        <p>{shippingCopy.noOptions}</p>
      ) : (
        <ul className="shipping__options">
          {simulation.options.map((option) => (
            <li key={option.id}>
              <span className="shipping__name">
                {option.name}
                {option.pickupStore ? <small> — {option.pickupStore}</small> : null}
              </span>
              <span className="shipping__days">{option.days}</span>
              <strong className="shipping__price">{option.price}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
