// What the server inlines of each sheet, cut at build time; the browser's bundle gets empty values
// (it links the whole sheet).
// - `?critical` (decision 082): the first paint's CSS. A sheet marks the rules its page shows above
//   the fold between `/* critical-start … */` and `/* critical-end */`, at the top level or inside an
//   at-rule; the import is that part, minified.
// - `?rules` (decision 106): the whole sheet, minified, as a list of rules, each with the classes, ids
//   and elements its selectors need (app/styles/used-css.ts), for a lite page to carry what it uses.
import { readFile } from "node:fs/promises";
import postcss, { type ChildNode, type Container } from "postcss";
import { transformWithEsbuild, type Plugin } from "vite";

import { selectorNeeds, type SheetRule } from "../../app/styles/used-css";

const queries = ["?critical", "?rules"] as const;
// The module's id must not end in `.css`, or Vite's own CSS plugin would take it for a sheet.
const prefix = "\0critical-css:";

const isStart = (text: string) => /^critical-start\b/.test(text);
const isEnd = (text: string) => /^critical-end\b/.test(text);

/** The rules between the markers, with the at-rules around them; the markers themselves dropped. */
export function criticalPart(css: string, from?: string): string {
  const root = postcss.parse(css, { from });
  keepMarked(root);
  return root.toString();
}

/** Removes what lies outside the markers of `container`'s own children; says whether anything stayed. */
function keepMarked(container: Container): boolean {
  let inside = false;
  let kept = false;
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === "comment" && (isStart(node.text) || isEnd(node.text))) {
      if (isStart(node.text) === inside) throw markerError(node.text, node.source?.start?.line);
      inside = isStart(node.text);
      node.remove();
    } else if (inside) {
      kept = true;
    } else if (node.type === "atrule" && node.nodes && keepMarked(node)) {
      kept = true;
    } else {
      node.remove();
    }
  }
  if (inside) throw markerError("critical-start", container.source?.start?.line, "has no critical-end");
  return kept;
}

const markerError = (marker: string, line = 0, problem = "is out of place") =>
  new Error(`${marker.split(/\s/)[0]} at line ${line} ${problem}: markers come in pairs within one block`);

/** A minified sheet's rules, each with what its selectors need of a document (decision 106). */
export function sheetRules(css: string): SheetRule[] {
  return postcss.parse(css).nodes.flatMap(ruleOf);
}

const containers = new Set(["media", "supports", "container", "layer"]);

function ruleOf(node: ChildNode): SheetRule[] {
  if (node.type === "rule") return [{ css: node.toString(), needs: node.selectors.map(selectorNeeds) }];
  if (node.type !== "atrule") return [];
  if (containers.has(node.name) && node.nodes) {
    return [{ at: `@${node.name}${node.raws.afterName ?? " "}${node.params}`, rules: node.nodes.flatMap(ruleOf) }];
  }
  if (/^(-\w+-)?keyframes$/.test(node.name)) return [{ css: node.toString(), keyframes: node.params }];
  return [{ css: node.toString() }];
}

/** Vite plugin behind the `?critical` and `?rules` imports. */
export function criticalCss(): Plugin {
  let cssTarget: string | string[] | false = false;
  return {
    name: "esencia:critical-css",
    enforce: "pre",
    configResolved(config) {
      cssTarget = config.build.cssTarget;
    },
    async resolveId(source, importer, options) {
      const query = queries.find((end) => source.endsWith(end));
      if (!query) return null;
      const sheet = await this.resolve(source.slice(0, -query.length), importer, { ...options, skipSelf: true });
      return sheet ? `${prefix}${query.slice(1)}:${sheet.id.replace(/\.css$/, "")}` : null;
    },
    async load(id, options) {
      if (!id.startsWith(prefix)) return null;
      const [, query, path] = /^(\w+):(.*)$/s.exec(id.slice(prefix.length)) ?? [];
      const file = `${path}.css`;
      this.addWatchFile(file);
      // Only the server renders the inline <style>; the browser bundle must not carry the CSS twice.
      if (!options?.ssr) return query === "rules" ? "export default [];" : "export default '';";
      const source = await readFile(file, "utf8");
      const minify = async (css: string) =>
        (
          await transformWithEsbuild(css, file, {
            loader: "css",
            minify: true,
            ...(cssTarget ? { target: cssTarget } : {}),
          })
        ).code.trim();
      return query === "rules"
        ? `export default ${JSON.stringify(sheetRules(await minify(source)))};`
        : `export default ${JSON.stringify(await minify(criticalPart(source, file)))};`;
    },
  };
}
