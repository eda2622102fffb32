// /seguimiento (decision 117): a guest finds an order by its number and e-mail, and lands on its page.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";

import { TrackingForm, trackingFormId } from "../components/orders/TrackingForm";
import { useRootData } from "../components/shell/root-data";
import type { RootLoader } from "../features/shell/root.server";
import { trackedOrderPath, trackOrder } from "../features/tracking/tracking.server";
import type { FormOutcome } from "../forms/outcome";
import { trackingCopy, TrackingSchema } from "../forms/tracking";
import { pageMeta } from "../http/meta";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { sessionCookieHeaders } from "../http/session-cookie.server";
import { checkoutSheet, routeStyles } from "../styles/sheets";

const trackingPath = "/seguimiento";

const styles = routeStyles(() => [checkoutSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<unknown, { root: RootLoader }> = ({ matches }) =>
  pageMeta({
    title: trackingCopy.title,
    description: trackingCopy.intro,
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: trackingPath,
    ogType: "website",
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(trackingFormId), trackingPath);
  const submission = parseWithZod(form, { schema: TrackingSchema });
  if (submission.status !== "success")
    return respondTo(
      request,
      context,
      { form: trackingFormId, status: "error", reply: submission.reply() },
      trackingPath,
    );
  const result = await trackOrder(request, context, submission.value);
  if (result.status === "error")
    return respondTo(
      request,
      context,
      {
        form: trackingFormId,
        status: "error",
        message: result.message,
        reply: submission.reply({ formErrors: [result.message] }),
      },
      trackingPath,
    );
  throw redirect(trackedOrderPath(result.orderId), {
    status: 303,
    headers: await sessionCookieHeaders(request, context),
  });
}

export default function Tracking() {
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
  const outcome = actionData ?? (flash?.form === trackingFormId ? (flash as FormOutcome) : undefined);
  return (
    <article className="order-confirmation tracking">
      <h1>{trackingCopy.title}</h1>
      <p>{trackingCopy.intro}</p>
      <TrackingForm outcome={outcome} />
    </article>
  );
}
