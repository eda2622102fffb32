import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { PromotionForm } from "../components/studio/PromotionForm";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { newPromotionPage, savePromotion } from "../features/promotions/promotion-desk.server";
import { requireStaff } from "../features/studio/staff.server";
import { promotionCopy, PromotionSaveSchema } from "../forms/promotion";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction = () => studioMeta("Nueva promoción");

export const loader = ({ request, context }: LoaderFunctionArgs) => newPromotionPage(request, context);

type NewPromotionActionData = { reply: SubmissionResult<string[]> };

/** 'promociones' only, checked before the form is read; created, it 303s to its own page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "promociones");
  const form = await readFormData(request);
  if (!form)
    return data<NewPromotionActionData>({ reply: { status: "error", error: { "": [promotionCopy.unreadable] } } }, 400);
  const submission = parseWithZod(form, { schema: PromotionSaveSchema });
  if (submission.status !== "success") return data<NewPromotionActionData>({ reply: submission.reply() }, 400);
  const result = await savePromotion(request, context, staff, null, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply = result.field
    ? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
    : submission.reply({ formErrors: [result.message] });
  return data<NewPromotionActionData>({ reply }, 409);
}

export default function NewPromotion() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<NewPromotionActionData>();
  return (
    <>
      <p>
        <Link to="/studio/promociones">Promociones</Link>
      </p>
      <h1>Nueva promoción</h1>
      <section className="studio-panel" aria-label="La promoción">
        <PromotionForm page={page} lastResult={actionData?.reply} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
