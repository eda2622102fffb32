import type { FetcherWithComponents } from "@remix-run/react";
import type { FormEvent, FormHTMLAttributes } from "react";

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action"> & {
  fetcher: Pick<FetcherWithComponents<unknown>, "submit">;
  /** A site path: the form's own action without JavaScript, and the fetcher's with it. */
  action: string;
};

/**
 * A form a fetcher posts, printed as `fetcher.Form` prints it (`<form method="post" action>`) but
 * without its hooks (decision 097): `fetcher.Form` resolves its action against the route's matches in
 * every render — a JSON round trip of their paths per form — and a listing has 48 of them, two per
 * card. The action here is already a site path. On submit it does what `fetcher.Form` does: the
 * caller's `onSubmit` first, which may prevent it, then the fetcher posts the button pressed (its
 * name and value included) or the form.
 */
export function FetcherForm({ fetcher, action, onSubmit, ...rest }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    void fetcher.submit(submitter ?? event.currentTarget, { method: "post", action });
  };
  return <form method="post" action={action} {...rest} onSubmit={submit} />;
}
