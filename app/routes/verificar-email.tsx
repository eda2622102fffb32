// The link of the 'verificar-email' e-mail (decision 117). The GET only shows a button: mail scanners
// fetch links, and a fetch must verify nothing. The button's POST verifies.
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { FlashStatus } from "../components/account/FlashStatus";
import { useRootData } from "../components/shell/root-data";
import { confirmVerification, verifyPage, verifyPath } from "../features/accounts/email-verification.server";
import { emailVerificationCopy } from "../forms/email-verification";
import type { FormOutcome } from "../forms/outcome";
import { readFormData, respondTo, unreadableForm } from "../http/respond.server";
import { accountSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [accountSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [
  { title: `${emailVerificationCopy.confirmTitle} | Esencia` },
  { name: "robots", content: "noindex" },
];

// The token is in this page's address. The store's Referrer-Policy (strict-origin-when-cross-origin)
// sends other sites the origin only; a page-level 'no-referrer' would make the browser's form post
// say `Origin: null`, which the cross-site check refuses.
const formId = "verify-email";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await verifyPage(request, context);
  // A link that is not (or no longer) good is a 404; the page without one is where the POST's 303 lands.
  const named = new URL(request.url).searchParams.has("token");
  return data({ link }, { status: link || !named ? 200 : 404 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (!form) return respondTo(request, context, unreadableForm(formId), verifyPath);
  const token = form.get("token");
  const result = await confirmVerification(context, typeof token === "string" ? token : "");
  return respondTo(request, context, { form: formId, ...result }, verifyPath);
}

export default function VerifyEmail() {
  const { link } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
  const outcome = actionData ?? (flash?.form === formId ? (flash as FormOutcome) : undefined);
  const verifying = useNavigation().state === "submitting";
  return (
    <section className="verify-email" aria-labelledby="verify-title">
      <h1 id="verify-title">{emailVerificationCopy.confirmTitle}</h1>
      <FlashStatus outcome={outcome} form={formId} />
      {outcome?.status === "success" ? (
        <p>
          <Link to="/pvt/account/orders">Ver mis pedidos</Link>
        </p>
      ) : link ? (
        <Form method="post" className="account-form">
          <p>{emailVerificationCopy.confirmIntro(link.email)}</p>
          <input type="hidden" name="token" value={link.token} />
          <button type="submit" className="button" disabled={verifying} aria-busy={verifying}>
            {emailVerificationCopy.confirm}
          </button>
        </Form>
      ) : outcome ? null : (
        <p>{emailVerificationCopy.invalid}</p>
      )}
    </section>
  );
}
