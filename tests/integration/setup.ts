import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

import { documentAtFile } from "../../app/content/documents";

// Each test file starts from the real schema (migrations/) on the local D1 and every seeded CMS
// document (content/) in the local KV, as `npm start` leaves them.
const documents = import.meta.glob<{ default: unknown }>("../../content/**/*.json", { eager: true });

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await Promise.all(
  Object.entries(documents).map(([path, module]) => {
    const spec = documentAtFile(path.replace("../../content/", ""));
    if (!spec) throw new Error(`${path} no corresponde a ningún documento`);
    return env.CONTENT.put(spec.key, JSON.stringify(module.default));
  }),
);
