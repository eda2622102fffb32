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

import { DeskOrderView } from "../components/studio/DeskOrderView";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { deskOrderAction, deskOrderPage } from "../features/desk/order-page.server";
import { requireStaff } from "../features/studio/staff.server";
import { DeskActionSchema, deskCopy } from "../forms/desk";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction = ({ params }) => studioMeta(`Pedido ${params.number ?? ""}`);

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  deskOrderPage(request, context, params.number);

export type DeskActionData = { form: string; reply: SubmissionResult<string[]> };

/** Staff with 'pedidos' only, checked before the form is read; a done action 303s back with its notice (decision 115). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "pedidos");
  const form = await readFormData(request);
  const intent = String(form?.get("intent") ?? "");
  if (!form)
    return data<DeskActionData>(
      { form: intent, reply: { status: "error", error: { "": [deskCopy.unreadable] } } },
      400,
    );
  const submission = parseWithZod(form, { schema: DeskActionSchema });
  if (submission.status !== "success") return data<DeskActionData>({ form: intent, reply: submission.reply() }, 400);
  const result = await deskOrderAction(context, staff, params.number, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply =
    result.status === "refused" && result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
      : submission.reply({ formErrors: [result.message] });
  return data<DeskActionData>({ form: intent, reply }, 409);
}

export default function DeskOrder() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<DeskActionData>();
  return <DeskOrderView page={page} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <StudioError />;
}
