// The Worker's `react/jsx-runtime` (wrangler.toml `[alias]`, decision 097). React 18's `jsx()` copies
// every element's props into a new object, name by name, to leave out `key` and `ref`: ~2,000
// elements on a listing, a twentieth of its render's CPU. The object compiled JSX passes is new at
// each call and holds neither unless the JSX put a `key` after a spread or a `ref` (a plain key
// travels as the third argument): that object becomes the props as it is, as React 19's `jsx()`
// does. Otherwise this does what React 18.3's does (its package exports only the runtime, not the
// file to call); jsx-runtime.test.ts compares the two.
import * as React from "react";

type Config = Record<string, unknown> & { key?: unknown; ref?: unknown };
type ElementType = unknown;

const owner = (
  React as unknown as {
    __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { ReactCurrentOwner: { current: unknown } };
  }
).__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;
const elementTag = Symbol.for("react.element");
const notProps = new Set(["key", "ref", "__self", "__source"]);

export const Fragment = Symbol.for("react.fragment");

export function jsx(type: ElementType, config: Config, maybeKey?: unknown): unknown {
  const defaults = (type as { defaultProps?: Record<string, unknown> } | null)?.defaultProps;
  if (config.key === undefined && config.ref === undefined && !defaults)
    return element(type, maybeKey === undefined ? null : `${maybeKey as string}`, null, config);
  const props: Record<string, unknown> = {};
  for (const name in config) if (Object.hasOwn(config, name) && !notProps.has(name)) props[name] = config[name];
  if (defaults) for (const name in defaults) if (props[name] === undefined) props[name] = defaults[name];
  const key =
    config.key !== undefined ? `${config.key as string}` : maybeKey === undefined ? null : `${maybeKey as string}`;
  return element(type, key, config.ref === undefined ? null : config.ref, props);
}

export const jsxs = jsx;

const element = (type: ElementType, key: string | null, ref: unknown, props: Record<string, unknown>) => ({
  $$typeof: elementTag,
  type,
  key,
  ref,
  props,
  _owner: owner.current,
});
