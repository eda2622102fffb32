import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { FlashStatus } from "../components/account/FlashStatus";
import { useRootData } from "../components/shell/root-data";
import { sendVerification } from "../features/accounts/email-verification.server";
import { profilePage } from "../features/accounts/profile.server";
import { requirePerson } from "../features/accounts/sign-in.server";
import { emailVerificationCopy } from "../forms/email-verification";
import type { FormOutcome } from "../forms/outcome";
import { respondTo } from "../http/respond.server";

const verifyFormId = "send-verification";
const here = "/pvt/account/profile";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return profilePage(request, context);
}

/** 'Enviarme el email de verificación' (decision 117): the page's one form, a button. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { person } = await requirePerson(request, context);
  const result = await sendVerification(context, person);
  return respondTo(request, context, { form: verifyFormId, ...result }, here);
}

export default function Profile() {
  const person = useLoaderData<typeof loader>();
  const actionData = useActionData<FormOutcome>();
  const flash = useRootData()?.flash;
  const outcome = actionData ?? flash;
  const sending = useNavigation().state === "submitting";
  const rows: [string, string | null][] = [
    ["Nombre", `${person.givenName} ${person.familyName}`.trim()],
    ["Email", person.email],
    ["Teléfono", person.phone],
    ["DNI", person.document],
  ];
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">Perfil</h1>
      <dl className="account-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <FlashStatus outcome={outcome} form={verifyFormId} />
      {person.emailVerified ? (
        <p>{emailVerificationCopy.verified}</p>
      ) : (
        <Form method="post" className="account-form" aria-labelledby="verify-title" aria-describedby="verify-help">
          <h2 id="verify-title">{emailVerificationCopy.verify}</h2>
          <p id="verify-help">{emailVerificationCopy.why}</p>
          <button type="submit" className="button button--outline" disabled={sending} aria-busy={sending}>
            {emailVerificationCopy.send}
          </button>
        </Form>
      )}
      <p>
        <Link to="/pvt/account/user-details">Editar mis datos</Link> ·{" "}
        <Link to="/pvt/account/security">Cambiar mi contraseña</Link>
      </p>
    </section>
  );
}
