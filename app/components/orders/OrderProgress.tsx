// An order's progress as the shopper reads it (decision 117): its state, the carrier and tracking
// number once sent, and its timeline. My Account's orders and /seguimiento show the same.
import { shownTime } from "../../domain/moment";
import { orderStatusLabels, orderStatusOf } from "../../domain/orders/order-status";
import type { ShopperEvent } from "../../domain/orders/shopper-timeline";

const when = (isoDate: string) => shownTime(Date.parse(isoDate));

export type OrderProgressProps = {
  status: string;
  tracking: { carrier: string; number: string } | null;
  timeline: readonly ShopperEvent[];
};

export function OrderStatus({ status }: { status: string }) {
  return <span className="order-progress__status">{orderStatusLabels[orderStatusOf(status)]}</span>;
}

export function OrderTracking({ tracking }: Pick<OrderProgressProps, "tracking">) {
  if (!tracking) return null;
  return (
    <span className="order-progress__tracking">
      Envío con {tracking.carrier}, seguimiento N° {tracking.number}
    </span>
  );
}

export function OrderTimeline({ timeline, label }: { timeline: readonly ShopperEvent[]; label: string }) {
  if (timeline.length === 0) return null;
  return (
    <ol className="order-progress__timeline" aria-label={label}>
      {timeline.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <time dateTime={event.at}>{when(event.at)}</time> {event.what}
          {event.by === "Vos" ? null : ` · ${event.by}`}
          {event.detail ? <span className="order-progress__detail"> — {event.detail}</span> : null}
        </li>
      ))}
    </ol>
  );
}
