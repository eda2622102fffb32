import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { ErrorList } from "../components/forms";
import { PromotionCoupons } from "../components/studio/PromotionCoupons";
import { PromotionForm } from "../components/studio/PromotionForm";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { promotionAction, promotionPage, savePromotion } from "../features/promotions/promotion-desk.server";
import { requireStaff } from "../features/studio/staff.server";
import { PromotionActionSchema, promotionCopy } from "../forms/promotion";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  studioMeta(page?.promotion ? `Promoción ${page.promotion.name}` : "Promoción");

export const loader = ({ request, context, params }: LoaderFunctionArgs) => promotionPage(request, context, params.id);

export type PromotionActionData = { form: string; reply: SubmissionResult<string[]> };

/** 'promociones' only, checked before the form is read; a done change 303s back with its notice. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "promociones");
  const form = await readFormData(request);
  const intent = String(form?.get("intent") ?? "");
  if (!form)
    return data<PromotionActionData>(
      { form: intent, reply: { status: "error", error: { "": [promotionCopy.unreadable] } } },
      400,
    );
  const submission = parseWithZod(form, { schema: PromotionActionSchema });
  if (submission.status !== "success")
    return data<PromotionActionData>({ form: intent, reply: submission.reply() }, 400);
  const value = submission.value;
  const result =
    value.intent === "guardar"
      ? await savePromotion(request, context, staff, params.id ?? "", value)
      : await promotionAction(request, context, staff, params.id, value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply = result.field
    ? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
    : submission.reply({ formErrors: [result.message] });
  return data<PromotionActionData>({ form: intent, reply }, 409);
}

/** One small post form: pause, resume or end now, at the revision the page shows. */
function StateButton({ intent, revision, label }: { intent: string; revision: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={revision} />
      <button type="submit" className="studio-button studio-button--quiet">
        {label}
      </button>
    </Form>
  );
}

export default function PromotionPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<PromotionActionData>();
  const promotion = page.promotion!;
  const smallErrors =
    actionData && ["pausar", "reanudar", "terminar"].includes(actionData.form)
      ? Object.values(actionData.reply.error ?? {}).flat()
      : undefined;
  return (
    <>
      <p>
        <Link to="/studio/promociones">Promociones</Link>
      </p>
      <h1>{promotion.name}</h1>
      {page.notice ? (
        <p className="studio-notice" role="status">
          {page.notice}
        </p>
      ) : null}
      <ErrorList errors={smallErrors} />
      <dl className="studio-facts">
        <dt>Estado</dt>
        <dd>{promotion.state}</dd>
        <dt>Qué da</dt>
        <dd>{promotion.reward}</dd>
        <dt>Empieza</dt>
        <dd>{promotion.starts}</dd>
        <dt>Termina</dt>
        <dd>{promotion.ends}</dd>
        <dt>Usos</dt>
        <dd>{promotion.uses}</dd>
        <dt>Costo</dt>
        <dd>{promotion.cost}</dd>
      </dl>
      {promotion.ended ? null : (
        <div className="studio-actions">
          {promotion.paused ? (
            <StateButton intent="reanudar" revision={promotion.revision} label="Reanudar" />
          ) : (
            <StateButton intent="pausar" revision={promotion.revision} label="Pausar" />
          )}
          <StateButton intent="terminar" revision={promotion.revision} label="Terminar ahora" />
        </div>
      )}
      <section className="studio-panel" aria-labelledby="promocion-editar">
        <h2 id="promocion-editar">Editar</h2>
        {/* Keyed by revision: after a save lands, the form shows what was stored. */}
        <PromotionForm
          key={promotion.revision}
          page={page}
          lastResult={actionData?.form === "guardar" ? actionData.reply : undefined}
        />
      </section>
      {page.coupons ? <PromotionCoupons coupons={page.coupons} lastResult={actionData} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
