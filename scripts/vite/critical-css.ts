// The first paint's CSS, cut from each sheet at build time (decision 082). A sheet marks the rules
// its page shows above the fold between `/* critical-start … */` and `/* critical-end */`, at the
// top level or inside an at-rule; `import css from "./x.css?critical"` is that part, minified, in
// the server build and an empty string in the browser's (the browser gets the whole sheet).
import { readFile } from "node:fs/promises";
import postcss, { type Container } from "postcss";
import { transformWithEsbuild, type Plugin } from "vite";

const query = "?critical";
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

/** Vite plugin behind the `?critical` imports. */
export function criticalCss(): Plugin {
  let cssTarget: string | string[] | false = false;
  return {
    name: "esencia:critical-css",
    enforce: "pre",
    configResolved(config) {
      cssTarget = config.build.cssTarget;
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith(query)) return null;
      const sheet = await this.resolve(source.slice(0, -query.length), importer, { ...options, skipSelf: true });
      return sheet ? prefix + sheet.id.replace(/\.css$/, "") : null;
    },
    async load(id, options) {
      if (!id.startsWith(prefix)) return null;
      const file = `${id.slice(prefix.length)}.css`;
      this.addWatchFile(file);
      // Only the server renders the inline <style>; the browser bundle must not carry the CSS twice.
      if (!options?.ssr) return "export default '';";
      const part = criticalPart(await readFile(file, "utf8"), file);
      const { code } = await transformWithEsbuild(part, file, {
        loader: "css",
        minify: true,
        ...(cssTarget ? { target: cssTarget } : {}),
      });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
