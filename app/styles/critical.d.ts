/** A sheet's first-paint part, cut at build time by scripts/vite/critical-css.ts (decision 082). */
declare module "*.css?critical" {
  const css: string;
  export default css;
}
