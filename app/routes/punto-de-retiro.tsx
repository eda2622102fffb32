import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";

import { PickupPointForm, pickupPointFormId } from "../components/shell/PickupPointForm";
import { useRootData } from "../components/shell/root-data";
import { pickupPointCopy, pickupPointLabel } from "../domain/shell/pickup-point";
import { loadPickupPoints } from "../features/shell/pickup-point.server";
import type { RootLoader } from "../features/shell/root.server";
import type { FormOutcome } from "../forms/outcome";
import { PickupPointSchema } from "../forms/pickup-point";
import { pageMeta } from "../http/meta";
import { safeRedirectTo } from "../http/redirect-to";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { pickupPageSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [pickupPageSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) => [
  ...pageMeta({
    title: pickupPointCopy.title,
    description: pickupPointCopy.intro,
    storeUrl: matches.find((match) => match.id === "root")?.data?.storeUrl ?? "",
    path: "/punto-de-retiro",
    noindex: true,
  }),
];

/** The stores that take pickups: the region slider's list (fetched when it opens) and, without JS, this page's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  return { ...(await loadPickupPoints(context)), redirectTo };
}

/**
 * Spec storefront-shell §2.9 the global pickup point, kept in the session: chosen among the stores
 * that take pickups (an id no such store has is refused), or cleared. Without JS the errors show
 * on this page's form; success returns to the page the shopper came from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(pickupPointFormId), "/punto-de-retiro");
  const back = safeRedirectTo(form.get("redirectTo"));
  const formPage = `/punto-de-retiro?${new URLSearchParams({ redirectTo: back })}`;
  const submission = parseWithZod(form, { schema: PickupPointSchema });
  if (submission.status !== "success") {
    return respondTo(
      request,
      context,
      { form: pickupPointFormId, status: "error", reply: submission.reply() },
      formPage,
    );
  }
  const value = submission.value;
  if (value.intent === "quitar") {
    return respondTo(request, context, { form: pickupPointFormId, status: "success" }, back, {
      update: (session) => session.unset("pickupPoint"),
    });
  }
  const { failed, points } = await loadPickupPoints(context);
  const point = points.find((candidate) => candidate.id === value.storeId);
  if (!point) {
    const reply = failed
      ? submission.reply({ formErrors: [pickupPointCopy.failed] })
      : submission.reply({ fieldErrors: { storeId: [pickupPointCopy.unknown] } });
    return respondTo(request, context, { form: pickupPointFormId, status: "error", reply }, formPage);
  }
  return respondTo(
    request,
    context,
    { form: pickupPointFormId, status: "success", message: pickupPointLabel(point) },
    back,
    {
      update: (session) => session.set("pickupPoint", point.id),
    },
  );
}

export default function PuntoDeRetiro() {
  const { failed, points, redirectTo } = useLoaderData<typeof loader>();
  const root = useRootData();
  const navigate = useNavigate();
  const flash = root?.flash as FormOutcome | null | undefined;
  return (
    <section className="pickup-page">
      <h1>{pickupPointCopy.title}</h1>
      <p>{pickupPointCopy.intro}</p>
      <PickupPointForm
        id={pickupPointFormId}
        points={points}
        failed={failed}
        current={root?.region.pickupPoint?.id ?? null}
        redirectTo={redirectTo}
        flash={flash?.form === pickupPointFormId ? flash : null}
        onChosen={() => navigate(redirectTo)}
      />
    </section>
  );
}
