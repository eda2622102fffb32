// The shell's pieces whose code stays out of the first-load JS (decision 081): they hold Conform,
// and no first interaction needs them — the footer's sign-up is below the fold, the popup shows
// after a delay, the pickup point list after its slider opens. Each renders on the server as before.
import { lazyComponent } from "../ui/lazy-component";

export const NewsletterForm = lazyComponent(() => import("./NewsletterForm").then((module) => module.NewsletterForm));

export const NewsletterPopup = lazyComponent(() =>
  import("./NewsletterPopup").then((module) => module.NewsletterPopup),
);

export const PickupPointForm = lazyComponent(() =>
  import("./PickupPointForm").then((module) => module.PickupPointForm),
);
