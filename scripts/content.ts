// `npm run content -- <command> [names…] [--remote] [--persist-to DIR] [--dir content] [--draft] [--to TIME]`
//   validate [names]     check content/*.json (or the named files/keys) without touching KV
//   push [names]         validate, then publish what changed, keeping each previous version
//   push --draft [names] validate, then save drafts and print their preview links
//   pull [keys]          write KV's documents into content/
//   diff [names]         what differs between content/ and KV, field by field
//   history <key>        the kept versions of a document
//   rollback <key>       restore the latest kept version (or --to TIME)
// Local KV by default (.wrangler/state, as `npm start` uses); --remote for Cloudflare's.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

import { diff, history, pull, push, rollback, validate, type Options } from "./content/commands";
import { wranglerKv } from "./content/kv";
import { cliPublishing } from "./content/publishing";
import { siteOf } from "./content/site";
import { wranglerD1 } from "./content/wrangler-d1";
import { root } from "./lib/bootstrap.mjs";

z.config(z.locales.es());

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    dir: { type: "string", default: join(root, "content") },
    draft: { type: "boolean", default: false },
    to: { type: "string" },
  },
});

const commands = { validate, push, pull, diff, history, rollback } as const;
const [command, ...names] = positionals;
if (!command || !Object.hasOwn(commands, command)) {
  console.log(
    "Uso: npm run content -- validate|push|pull|diff|history|rollback [nombres…] [--remote] [--draft] [--to FECHA]",
  );
  process.exit(2);
}

const workDir = join(root, ".seed");
mkdirSync(workDir, { recursive: true });
const storeUrl =
  /STORE_URL\s*=\s*"([^"]+)"/.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))?.[1] ?? "http://localhost:8787";
const target = { remote: values.remote, persistTo: values["persist-to"] };
const kv = wranglerKv(target, workDir);
const site = siteOf(target, kv);
const options: Options = {
  dir: resolve(values.dir),
  kv,
  publishing: cliPublishing({ kv, db: wranglerD1(target, workDir), site }),
  site,
  storeUrl,
  draft: values.draft,
  to: values.to,
};
process.exit(await commands[command as keyof typeof commands](options, names));
