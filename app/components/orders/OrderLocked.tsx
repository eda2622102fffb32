// What an order's page shows a browser that may not see the order (decision 117): how to find it, and
// nothing about it — the same for an order that exists and one that does not.
import { trackingCopy } from "../../forms/tracking";
import { TrackingForm } from "./TrackingForm";

export function OrderLocked() {
  return (
    <article className="order-confirmation tracking">
      <h1>{trackingCopy.title}</h1>
      <p>{trackingCopy.locked}</p>
      <TrackingForm outcome={undefined} />
    </article>
  );
}
