import { useFetcher, useLocation } from "@remix-run/react";

import { pickupPointCopy, pickupPointLabel, type PickupPoint } from "../../domain/shell/pickup-point";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";

/** The region slider in 'global change pickup point' mode (spec §2.9). */
export const pickupPointSliderId = "punto-de-retiro";

/**
 * The region bar's pickup-point button (spec §2.9): "Retiro en {name}, {street}" once chosen, with a
 * form that clears it. The button is a link to /punto-de-retiro (the form, without JS); with JS it
 * opens the slider in place.
 */
export function PickupPointBar({ point }: { point: PickupPoint | null }) {
  const location = useLocation();
  const clear = useFetcher();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="pickup-bar">
      <a
        className="pickup-bar__choose"
        href={`/punto-de-retiro?${new URLSearchParams({ redirectTo: here })}`}
        data-drawer={pickupPointSliderId}
        aria-haspopup="dialog"
      >
        <Icon name="bag" />
        <span>{point ? pickupPointLabel(point) : pickupPointCopy.choose}</span>
      </a>
      {point ? (
        <FetcherForm fetcher={clear} action="/punto-de-retiro">
          <input type="hidden" name="intent" value="quitar" />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="pickup-bar__clear" aria-label={pickupPointCopy.clearLabel(point)}>
            {pickupPointCopy.clear}
          </button>
        </FetcherForm>
      ) : null}
    </div>
  );
}
