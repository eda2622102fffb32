import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import footer from "../../content/footer.json";
import header from "../../content/header.json";
import home from "../../content/home.json";

// Each test file starts from the real schema (migrations/) on the local D1 and the seeded shell
// documents in the local KV, as `npm start` leaves them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await Promise.all([
  env.CONTENT.put("content:header", JSON.stringify(header)),
  env.CONTENT.put("content:footer", JSON.stringify(footer)),
  env.CONTENT.put("content:home", JSON.stringify(home)),
]);
