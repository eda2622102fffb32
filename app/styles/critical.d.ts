// The server's parts of a sheet, cut at build time by scripts/vite/critical-css.ts.

/** Its first paint's part (decision 082). */
declare module "*.css?critical" {
  const css: string;
  export default css;
}

/** The whole sheet as rules, for a lite page to carry those it uses (decision 106). */
declare module "*.css?rules" {
  import type { SheetRule } from "./used-css";

  const rules: SheetRule[];
  export default rules;
}
