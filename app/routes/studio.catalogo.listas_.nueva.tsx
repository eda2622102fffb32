import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";

import { PriceListForm } from "../components/studio/PriceListForm";
import { StudioError } from "../components/studio/StudioError";
import { studioMeta } from "../domain/studio/meta";
import { createPriceList, newPriceListPage, type ShownProblem } from "../features/catalogue/price-list-desk.server";
import { requireStaff } from "../features/studio/staff.server";
import { maxPriceListFileBytes, NewPriceListSchema, priceListCopy } from "../forms/price-list";
import { formDataWithin } from "../http/limited-form.server";

export const meta: MetaFunction = () => studioMeta("Nueva lista de precios");

export const loader = ({ request, context }: LoaderFunctionArgs) => newPriceListPage(request, context);

export type NewPriceListActionData = { reply: SubmissionResult<string[]>; problems?: ShownProblem[] };

/** The form's fields besides the file, with a little room for multipart's boundaries. */
const maxPostBytes = maxPriceListFileBytes + 64 * 1024;

/** 'catalogo' only, checked before the form is read; created, it 303s to the list's page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "catalogo");
  const form = await formDataWithin(request, maxPostBytes);
  if (form === "too-large")
    return data<NewPriceListActionData>(
      { reply: { status: "error", error: { file: [priceListCopy.fileTooLarge] } } },
      413,
    );
  if (!form)
    return data<NewPriceListActionData>({ reply: { status: "error", error: { "": [priceListCopy.unreadable] } } }, 400);
  const submission = parseWithZod(form, { schema: NewPriceListSchema });
  // The file is never sent back: a browser cannot refill a file input anyway.
  if (submission.status !== "success")
    return data<NewPriceListActionData>({ reply: submission.reply({ hideFields: ["file"] }) }, 400);
  const result = await createPriceList(request, context, staff, submission.value);
  if (result.status === "done") return redirect(result.redirectTo, 303);
  const reply = submission.reply({
    hideFields: ["file"],
    ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : { formErrors: [result.message] }),
  });
  return data<NewPriceListActionData>({ reply, ...(result.problems ? { problems: result.problems } : {}) }, 409);
}

export default function NewPriceList() {
  const actionData = useActionData<NewPriceListActionData>();
  return (
    <>
      <p>
        <Link to="/studio/catalogo/listas">Listas de precios</Link>
      </p>
      <h1>Nueva lista de precios</h1>
      <section className="studio-panel" aria-label="La lista">
        <PriceListForm lastResult={actionData?.reply} problems={actionData?.problems} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioError />;
}
