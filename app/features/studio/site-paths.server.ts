import type { DocumentSpec } from "../../content/documents";
import { linkedProductSlugs, sitePathsIn, type SitePaths } from "../../domain/cms/site-links";
import { catalogueLinkSql, sitePaths, type CatalogueLinkRow } from "../../domain/cms/site-paths";
import { workersKv } from "../../ports/content-publishing.server";

// The studio checks links against what this very worker answers (decision 059): its routes (its
// server build's manifest), its static files and media, KV's landings, D1's catalogue.

const looksLikeFile = (href: string) => /\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0]!);

/** The files the documents name that the worker serves: static assets, or uploads in the media store. */
async function servedFiles(env: Env, hrefs: readonly string[]): Promise<string[]> {
  const files = [...new Set(hrefs.filter(looksLikeFile).map((href) => href.split(/[?#]/)[0]!))];
  const served = await Promise.all(
    files.map(async (path) => {
      try {
        if (path.startsWith("/media/")) {
          const { keys } = await env.MEDIA.list({ prefix: path.slice("/media/".length), limit: 1 });
          return keys[0]?.name === path.slice("/media/".length);
        }
        const response = await env.ASSETS.fetch(
          new Request(new URL(path, "https://assets.invalid"), { method: "HEAD" }),
        );
        return response.ok;
      } catch {
        return false;
      }
    }),
  );
  return files.filter((_, index) => served[index]);
}

/** `routes`: the paths this worker's build answers (the Worker reads them from the build's manifest). */
export async function workerSitePaths(
  env: Env,
  routes: readonly string[],
  documents: readonly { spec: DocumentSpec; value: unknown }[],
): Promise<SitePaths> {
  const hrefs = documents.flatMap(({ value }) => sitePathsIn(value).map(({ href }) => href));
  const [files, landings, rows] = await Promise.all([
    servedFiles(env, hrefs),
    workersKv(env.CONTENT).list("content:landing:"),
    env.DB.prepare(catalogueLinkSql(linkedProductSlugs(documents))).all<CatalogueLinkRow>(),
  ]);
  return sitePaths({
    routes,
    files,
    landingKeys: [...landings, ...documents.map(({ spec }) => spec.key)],
    rows: rows.results,
  });
}
