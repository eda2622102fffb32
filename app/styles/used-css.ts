// What a lite document carries instead of stylesheets (decision 106): the rules of its sheets that
// its own markup can match, cut from rule lists made at build time (scripts/vite/critical-css.ts).

/**
 * One entry of a sheet, in source order:
 * - a style rule, kept when the document holds every class, id and element one of its selectors
 *   names (`needs`, one list per selector; an empty list is a selector that always applies);
 * - an at-rule around rules (`@media`, `@supports`), kept with the rules of it that are kept;
 * - `@keyframes`, kept when a kept rule names it;
 * - anything else (`@font-face`, `@property`), always kept.
 */
export type SheetRule =
  | { css: string; needs: string[][] }
  | { at: string; rules: SheetRule[] }
  | { css: string; keyframes: string }
  | { css: string };

/**
 * The classes, ids and elements a selector needs in a document. Attributes, states and functional
 * pseudo-classes (`:not`, `:is`, `:has`) are left out: a lite page's `[open]` or `:target` is the
 * shopper's to change, and an alternative inside `:is` is not a requirement.
 */
export function selectorNeeds(selector: string): string[] {
  let rest = selector.replace(/\[[^\]]*\]/g, " ");
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(/:[\w-]+\([^()]*\)/g, "");
  }
  rest = rest.replace(/::?[\w-]+/g, "");
  const needs = [
    ...[...rest.matchAll(/\.([\w-]+)/g)].map(([, name]) => `.${name}`),
    ...[...rest.matchAll(/#([\w-]+)/g)].map(([, name]) => `#${name}`),
    ...[...rest.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map(([, tag = ""]) => tag.toLowerCase()),
  ];
  return [...new Set(needs)];
}

/** Classes (`.name`), ids (`#name`) and element names a document's markup holds: what `selectorNeeds` names. */
export function documentTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, tag = ""] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(tag.toLowerCase());
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) tokens.add(`.${name}`);
  }
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${id}`);
  return tokens;
}

/** The rules of `sheets`, in their cascade's order, that can apply to a document holding `tokens`. */
export function usedCss(sheets: readonly (readonly SheetRule[])[], tokens: ReadonlySet<string>): string {
  const kept: (string | { keyframes: string; css: string })[] = [];
  const keep = (rules: readonly SheetRule[]): (typeof kept)[number][] =>
    rules.flatMap((rule) => {
      if ("at" in rule) {
        const inner = keep(rule.rules);
        return inner.length ? [`${rule.at}{`, ...inner, "}"] : [];
      }
      if ("needs" in rule)
        return rule.needs.some((needs) => needs.every((token) => tokens.has(token))) ? [rule.css] : [];
      if ("keyframes" in rule) return [{ keyframes: rule.keyframes, css: rule.css }];
      return [rule.css];
    });
  for (const sheet of sheets) kept.push(...keep(sheet));
  const styles = kept.filter((piece): piece is string => typeof piece === "string").join("");
  return kept
    .map((piece) => (typeof piece === "string" ? piece : namesAnimation(styles, piece.keyframes) ? piece.css : ""))
    .join("");
}

const namesAnimation = (css: string, name: string) =>
  new RegExp(`animation(?:-name)?:[^;}]*(?<![\\w-])${name.replace(/[^\w-]/g, "\\$&")}(?![\\w-])`).test(css);
