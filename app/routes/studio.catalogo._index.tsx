import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { studioMeta } from "../domain/studio/meta";
import { catalogueHome } from "../features/catalogue/catalogue-home.server";

export const meta: MetaFunction = () => studioMeta("Catálogo");

export const loader = ({ request, context }: LoaderFunctionArgs) => catalogueHome(request, context);

/** 'Catálogo' (decision 127): the catalogue role's three areas. */
export default function CatalogueHome() {
  const { areas } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Catálogo</h1>
      <ul className="studio-areas">
        {areas.map((area) => (
          <li key={area.href}>
            <h2>
              <Link to={area.href}>{area.name}</Link>
            </h2>
            <p>{area.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
