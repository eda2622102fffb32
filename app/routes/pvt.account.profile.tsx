import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { profilePage } from "../features/accounts/profile.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return profilePage(request, context);
}

export default function Profile() {
  const person = useLoaderData<typeof loader>();
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
      <p>
        <Link to="/pvt/account/user-details">Editar mis datos</Link> ·{" "}
        <Link to="/pvt/account/security">Cambiar mi contraseña</Link>
      </p>
    </section>
  );
}
