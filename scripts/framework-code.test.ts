// Decision 107: React, Remix and wrangler run as published. Nothing in this repository aliases,
// rewrites or reaches into their code or output; an upgrade is a version bump and a test run.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

import viteConfig from "../vite.config";

const root = join(import.meta.dirname, "..");

/** What the frameworks publish: a specifier or a file of theirs under node_modules. */
const frameworkModules = [
  "react",
  "react/jsx-runtime",
  "react-dom/server",
  "@remix-run/router",
  "@remix-run/react",
  "@remix-run/server-runtime",
  "@remix-run/cloudflare",
  "react-router",
  join(root, "node_modules/react-dom/cjs/react-dom-server.browser.production.min.js"),
  join(root, "node_modules/@remix-run/router/dist/router.cjs.js"),
];
const isFramework = (name: string) =>
  frameworkModules.includes(name) || /^(react|react-dom|@remix-run\/[\w-]+|react-router)(\/|$)/.test(name);

/** Names only a framework's internals use; our code has no business with them. */
const privateNames = [
  "__SECRET_INTERNALS",
  "__remixContext",
  "__reactRouterContext",
  "streamController",
  "rewriteText",
  "ReactCurrentOwner",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, folder, file));
}

async function vitePlugins(): Promise<Plugin[]> {
  const config = (await (viteConfig as (env: object) => UserConfig | Promise<UserConfig>)({
    command: "build",
    mode: "production",
    isSsrBuild: true,
  })) as UserConfig;
  const flat = (config.plugins ?? []).flat(Infinity as 1) as (Plugin | false | null)[];
  return flat.filter((plugin): plugin is Plugin => Boolean(plugin));
}

const hookOf = (hook: unknown) =>
  (typeof hook === "function" ? hook : (hook as { handler?: unknown } | undefined)?.handler) as
    ((...args: unknown[]) => unknown) | undefined;

describe("framework code runs as published", () => {
  it("wrangler aliases no module", () => {
    const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
    expect(config.alias ?? {}).toEqual({});
  });

  it("Vite aliases no framework module", async () => {
    const config = (await (viteConfig as (env: object) => UserConfig | Promise<UserConfig>)({
      command: "build",
      mode: "production",
    })) as UserConfig;
    const aliases = [config.resolve?.alias, config.ssr?.resolve, config.environments]
      .flatMap((value) => (value ? (JSON.stringify(value).match(/"(find|[\w@/.-]+)":/g) ?? []) : []))
      .map((key) => key.slice(1, -2));
    expect(aliases.filter(isFramework)).toEqual([]);
  });

  it("our Vite plugins transform no module and resolve or load no framework module", async () => {
    const ours = (await vitePlugins()).filter((plugin) => plugin.name.startsWith("esencia:"));
    expect(ours.length).toBeGreaterThan(0);
    for (const plugin of ours) {
      expect(plugin.transform, plugin.name).toBeUndefined();
      expect(plugin.renderChunk, plugin.name).toBeUndefined();
      expect(plugin.generateBundle, plugin.name).toBeUndefined();
      const context = { resolve: () => null, addWatchFile: () => undefined };
      for (const id of frameworkModules) {
        expect(await hookOf(plugin.resolveId)?.call(context, id, undefined, { ssr: true }), id).toBeFalsy();
        expect(await hookOf(plugin.load)?.call(context, id, { ssr: true }), id).toBeFalsy();
      }
    }
  });

  it("every Vite plugin is ours or Remix's: no third party rewrites framework code on our behalf", async () => {
    const names = (await vitePlugins()).map((plugin) => plugin.name);
    expect(names.filter((name) => !/^(esencia:|remix)/.test(name))).toEqual([]);
  });

  it("no source reaches a framework's private parts", () => {
    const files = ["app", "workers", "scripts/vite"].flatMap(sourceFiles);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return privateNames.filter((name) => text.includes(name)).map((name) => `${relative(root, file)}: ${name}`);
    });
    expect(offenders).toEqual([]);
  });
});
