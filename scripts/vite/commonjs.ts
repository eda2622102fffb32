import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Evaluates a CommonJS module's source, as Node would load it: the tests of the server build's
 * patched copies (React's writer, Remix's router) load the published and the patched text side by side.
 */
export function evaluateCommonJs<T>(source: string): T {
  const module = { exports: {} as T };
  new Function("require", "module", "exports", source)(require, module, module.exports);
  return module.exports;
}
