import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { orgUnitPage } from "../features/organizations/organization-account.server";
import { accountSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [accountSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [
  { title: "Unidad de la organización | Esencia" },
  { name: "robots", content: "noindex" },
];

/**
 * The org-unit page (spec storefront-shell §2.1, §2.10). Members of the unit see it; the member list
 * is for its managers ('Manage'). Anyone else gets a 404, so unit ids reveal nothing.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await orgUnitPage(request, context, params.unitId);
  if (!page) throw new Response("No encontrado", { status: 404 });
  return page;
}

export default function OrgUnit() {
  const { unit, contractName } = useLoaderData<typeof loader>();
  return (
    <section className="org-unit" aria-labelledby="org-unit-title">
      <p className="org-unit__organization">{unit.organizationName}</p>
      <h1 id="org-unit-title">{unit.name}</h1>
      <p>
        Contrato: <strong>{contractName}</strong>
      </p>
      {unit.members ? (
        <>
          <h2>Personas de la unidad</h2>
          <table className="org-unit__members">
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Email</th>
                <th scope="col">Rol</th>
              </tr>
            </thead>
            <tbody>
              {unit.members.map((member) => (
                <tr key={member.email}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>{roleOf(member)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

const roleOf = (member: { isRepresentative: boolean; organizationManager: boolean }) =>
  member.organizationManager ? "Administración" : member.isRepresentative ? "Representante" : "Integrante";
