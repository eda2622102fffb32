import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";

import { pickupPointCopy, type PickupPoint } from "../../domain/shell/pickup-point";
import type { FormOutcome } from "../../forms/outcome";
import { ErrorList } from "../forms";
import { FetcherForm } from "../ui/FetcherForm";

/** The flash of a plain post is this form's, wherever it is shown. */
export const pickupPointFormId = "pickup-point";

type Props = {
  /** The page's form and the slider's are both on /punto-de-retiro: their ids differ. */
  id: string;
  points: readonly PickupPoint[];
  failed: boolean;
  current: string | null;
  redirectTo: string;
  flash: FormOutcome | null;
  /** With JS, after a successful choice (the slider closes, the page goes back). */
  onChosen?: () => void;
};

/**
 * The global pickup point's form (spec §2.9): the stores that take pickups, by province, each with
 * its name and street. A real form posting to /punto-de-retiro; with JS a fetcher, the server still
 * deciding whether the store takes pickups.
 */
export function PickupPointForm({ id, points, failed, current, redirectTo, flash, onChosen }: Props) {
  const fetcher = useFetcher<FormOutcome>();
  const outcome = fetcher.data ?? flash;
  const [form, fields] = useForm<{ storeId: string }>({
    id,
    lastResult: outcome?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") onChosen?.();
  }, [fetcher.state, fetcher.data, onChosen]);

  if (failed) return <p className="cms-empty">{pickupPointCopy.failed}</p>;
  if (points.length === 0) return <p className="cms-empty">{pickupPointCopy.none}</p>;
  const provinces = [...new Set(points.map((point) => point.province))];
  const error = fields.storeId.errors?.[0] ?? form.errors?.[0] ?? null;
  return (
    <FetcherForm fetcher={fetcher} action="/punto-de-retiro" {...getFormProps(form)} className="pickup-form">
      <input type="hidden" name="intent" value="elegir" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div
        className="pickup-form__points"
        role="radiogroup"
        aria-label="Tiendas con retiro"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {provinces.map((province) => (
          <fieldset key={province}>
            <legend>{province}</legend>
            {points
              .filter((point) => point.province === province)
              .map((point) => (
                <label key={point.id} className="pickup-form__point">
                  <input
                    type="radio"
                    name={fields.storeId.name}
                    value={point.id}
                    defaultChecked={point.id === current}
                  />
                  <span>
                    <strong>{point.name}</strong>
                    <span>{`${point.address.street}, ${point.address.city}`}</span>
                  </span>
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <ErrorList id={`${id}-error`} errors={[error]} />
      <button type="submit" className="button pickup-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? "..." : pickupPointCopy.submit}
      </button>
    </FetcherForm>
  );
}
