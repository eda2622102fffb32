// One formatter, run by `npm test`'s lint stage (`prettier --check`), so style never shows up in a
// diff (decision 068). Imports: Node built-ins, packages, then our own modules, each sorted.
/** @type {import("prettier").Config} */
export default {
  printWidth: 120,
  plugins: ["@ianvs/prettier-plugin-sort-imports"],
  importOrder: ["<BUILTIN_MODULES>", "<THIRD_PARTY_MODULES>", "", "^[.]"],
  importOrderTypeScriptVersion: "5.9.3",
};
