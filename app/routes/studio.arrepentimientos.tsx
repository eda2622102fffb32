import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { StudioError } from "../components/studio/StudioError";
import { WithdrawalQueue } from "../components/studio/WithdrawalQueue";
import { studioMeta } from "../domain/studio/meta";
import { resolveWithdrawal, withdrawalsPage } from "../features/desk/withdrawals.server";
import { requireStaff } from "../features/studio/staff.server";
import { deskCopy, WithdrawalResolutionSchema } from "../forms/desk";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction = () => studioMeta("Arrepentimientos");

export const loader = ({ request, context }: LoaderFunctionArgs) => withdrawalsPage(request, context);

export type WithdrawalActionData = { form: string; reply: SubmissionResult<string[]> };

/** Staff with 'pedidos' only, checked before the form is read (decision 115). */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "pedidos");
  const form = await readFormData(request);
  const id = `${String(form?.get("intent") ?? "")}-${String(form?.get("code") ?? "")}`;
  if (!form)
    return data<WithdrawalActionData>(
      { form: id, reply: { status: "error", error: { "": [deskCopy.unreadable] } } },
      400,
    );
  const submission = parseWithZod(form, { schema: WithdrawalResolutionSchema });
  if (submission.status !== "success") return data<WithdrawalActionData>({ form: id, reply: submission.reply() }, 400);
  const result = await resolveWithdrawal(context, staff, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  return data<WithdrawalActionData>({ form: id, reply: submission.reply({ formErrors: [result.message] }) }, 409);
}

export default function Withdrawals() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<WithdrawalActionData>();
  return <WithdrawalQueue page={page} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <StudioError />;
}
