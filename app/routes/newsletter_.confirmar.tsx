import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { confirmationPage, confirmSubscription } from "../features/newsletter/confirmation.server";
import { readFormData } from "../http/respond.server";

export const meta: MetaFunction = () => [
  { title: "Confirmá tu suscripción | Esencia" },
  // The token is in the address: other sites get only the origin (the store's Referrer-Policy,
  // strict-origin-when-cross-origin). 'no-referrer' here would make the button's post say
  // `Origin: null`, which the store refuses as cross-site.
  { name: "robots", content: "noindex" },
];

/** Decision 116: the link of the confirmation e-mail lands here; a GET never confirms (scanners open links). */
export const loader = ({ request }: LoaderFunctionArgs) => confirmationPage(new URL(request.url));

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  return redirect(await confirmSubscription(context, form?.get("token") ?? null), 303);
}

export default function NewsletterConfirmation() {
  const page = useLoaderData<typeof loader>();
  const submitting = useNavigation().state !== "idle";
  if (page.state !== "ask") {
    return (
      <article className="withdrawal">
        <h1>Newsletter</h1>
        <p role="status">{page.message}</p>
        <Link to="/" className="button button--outline">
          Ir a la tienda
        </Link>
      </article>
    );
  }
  return (
    <article className="withdrawal">
      <h1>{page.title}</h1>
      <p>{page.lead}</p>
      <Form method="post">
        <input type="hidden" name="token" value={page.token} />
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
          {page.button}
        </button>
      </Form>
    </article>
  );
}
