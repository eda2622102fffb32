import type { LoaderFunctionArgs, MetaFunction, LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requirePerson } from "../features/accounts/sign-in.server";
import { organizations } from "../ports/organizations.server";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];


export const meta: MetaFunction = () => [{ title: "Contratos | Esencia" }, { name: "robots", content: "noindex" }];

/** The drawer's representative-only route (spec storefront-shell §2.10, §6): the organisation's contracts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { person } = await requirePerson(request, context);
  const b2b = await organizations(context).b2bOf(person);
  if (!b2b?.isRepresentative) throw new Response("No encontrado", { status: 404 });
  const unit = await organizations(context).orgUnit(b2b.unitId);
  return { organizationName: unit?.organizationName ?? "", contracts: unit?.contracts ?? [], current: b2b.contractName };
}

export default function Contracts() {
  const { organizationName, contracts, current } = useLoaderData<typeof loader>();
  return (
    <section className="org-unit" aria-labelledby="contracts-title">
      <p className="org-unit__organization">{organizationName}</p>
      <h1 id="contracts-title">Contratos</h1>
      <ul>
        {contracts.map((contract) => (
          <li key={contract.id}>
            {contract.name}
            {contract.name === current ? " (el tuyo)" : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
