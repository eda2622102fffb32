import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { contractsPage } from "../features/organizations/organization-account.server";
import { accountSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [accountSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [{ title: "Contratos | Esencia" }, { name: "robots", content: "noindex" }];

/** The drawer's representative-only route (spec storefront-shell §2.10, §6): the organisation's contracts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await contractsPage(request, context);
  if (!page) throw new Response("No encontrado", { status: 404 });
  return page;
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
