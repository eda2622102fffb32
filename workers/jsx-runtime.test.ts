import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

import * as ours from "./jsx-runtime";

// React's production runtime, the one the Worker would run (tests load the development one).
const require = createRequire(import.meta.url);
const react = require(
  join(dirname(require.resolve("react/package.json")), "cjs/react-jsx-runtime.production.min.js"),
) as {
  jsx: (type: unknown, config: unknown, key?: unknown) => unknown;
  jsxs: (type: unknown, config: unknown, key?: unknown) => unknown;
  Fragment: symbol;
};

function Shelf() {
  return null;
}
Shelf.defaultProps = { title: "Los más vendidos", size: 5 };
const ref = { current: null };

// Each case is called with a fresh config, as compiled JSX does.
const cases: [string, unknown, () => Record<string, unknown>, unknown?][] = [
  ["an element without key", "div", () => ({ className: "card", children: "Agregar" })],
  ["a key as the third argument", "li", () => ({ children: "Dior" }), "dior"],
  ["a numeric key", "li", () => ({ children: "1" }), 7],
  ["a key among the props (after a spread)", "li", () => ({ key: "chanel", children: "Chanel" })],
  ["a ref", "input", () => ({ ref, name: "q" })],
  ["a component's default props", Shelf, () => ({ size: 3 })],
  ["a component's default props under an undefined prop", Shelf, () => ({ title: undefined })],
  ["a fragment", react.Fragment, () => ({ children: ["a", "b"] })],
];

describe("the Worker's jsx() (decision 097)", () => {
  it.each(cases)("%s: the same element as React 18's", (_name, type, config, key) => {
    expect(ours.jsx(type, config(), key)).toStrictEqual(react.jsx(type, config(), key));
    expect(ours.jsxs(type, config(), key)).toStrictEqual(react.jsxs(type, config(), key));
  });

  it("takes compiled JSX's own object as the props when it holds no key nor ref", () => {
    const config = { className: "price__sale", children: "$138.900" };
    expect((ours.jsx("strong", config, "precio") as { props: unknown }).props).toBe(config);
  });

  it("is React's fragment", () => {
    expect(ours.Fragment).toBe(react.Fragment);
  });
});
