import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";

import { AccountNav } from "../components/account/AccountNav";
import { LogoutForm } from "../components/account/LogoutForm";
import { accountArea } from "../features/accounts/account-area.server";
import { accountSheet, routeStyles } from "../styles/sheets";

const styles = routeStyles(() => [accountSheet]);
export const links: LinksFunction = styles.links;
export const handle = styles.handle;

export const meta: MetaFunction = () => [{ title: "Mi cuenta | Esencia" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return accountArea(request, context);
}

/** My Account (spec storefront-shell §2.11); the organisation button is the header's. */
export default function AccountLayout() {
  const { menu } = useLoaderData<typeof loader>();
  return (
    <div className="account-area">
      <aside className="account-area__aside">
        <p className="account-area__title">Mi cuenta</p>
        <AccountNav links={menu} />
        <LogoutForm />
      </aside>
      <div className="account-area__content">
        <Outlet />
      </div>
    </div>
  );
}
