import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useRef } from "react";

import { pickupPointCopy } from "../../domain/shell/pickup-point";
import type { PickupPoints } from "../../features/shell/pickup-point.server";
import { Drawer } from "./Drawer";
import { pickupPointSliderId } from "./PickupPointBar";
import { PickupPointForm } from "./PickupPointForm";
import { useDrawerToggle } from "./useDrawerToggle";

/**
 * The region slider in 'global change pickup point' mode (spec §2.9), for JS: the list is fetched the
 * first time it opens (no page carries forty stores it rarely shows, decision 036); a choice closes it.
 * Without JS the bar's button leads to /punto-de-retiro instead.
 */
export function PickupPointSlider({ current }: { current: string | null }) {
  const drawer = useRef<HTMLDivElement>(null);
  const list = useFetcher<PickupPoints>();
  const location = useLocation();

  useDrawerToggle(drawer, (open) => {
    if (open && list.state === "idle" && !list.data) list.load("/punto-de-retiro");
  });

  // ShellBehaviour closes drawers on their close link, and gives focus back to the bar's button.
  const close = useCallback(() => drawer.current?.querySelector<HTMLElement>(".drawer__close")?.click(), []);
  const here = `${location.pathname}${location.search}`;
  return (
    <Drawer ref={drawer} id={pickupPointSliderId} side="right" title={pickupPointCopy.title}>
      <p>{pickupPointCopy.intro}</p>
      {list.data ? (
        <PickupPointForm
          id="pickup-point-slider"
          points={list.data.points}
          failed={list.data.failed}
          current={current}
          redirectTo={here}
          flash={null}
          onChosen={close}
        />
      ) : list.state === "loading" ? (
        <p className="stores-drawer__loading">Cargando tiendas…</p>
      ) : (
        <a href={`/punto-de-retiro?${new URLSearchParams({ redirectTo: here })}`}>{pickupPointCopy.choose}</a>
      )}
    </Drawer>
  );
}
