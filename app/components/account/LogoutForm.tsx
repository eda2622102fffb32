import { Form } from "@remix-run/react";

/** 'Logout' (spec storefront-shell §2.10 keeps the English label) as a POST: see routes/logout. */
export function LogoutForm({
  label = "Cerrar sesión",
  className = "button button--outline",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <Form method="post" action="/logout" reloadDocument className="logout-form">
      <input type="hidden" name="redirectTo" value="/" />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
