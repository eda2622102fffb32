import { randomBytes } from "node:crypto";
import { documentAtKey, documentPrefixes, type DocumentSpec } from "../../app/content/documents";
import type { SitePaths } from "../../app/content/links";
import { unresolvedLinks } from "../../app/content/links";
import { formatProblem, validateDocument, type Problem } from "../../app/content/validate";
import { draftKey } from "../../app/domain/cms/preview";
import { describeChange, jsonChanges } from "./json-diff";
import type { ContentKv } from "./kv";
import { pick, readLocal, writeLocal, type LocalDocument } from "./local";

// `npm run content -- validate|push|pull|diff|history|rollback` (decision 014). Every write is
// validated first; every change of a published document keeps the previous version under
// history:{key}:{ISO time} (the last `historyKept`), which `rollback` restores.

export type Options = {
  dir: string;
  kv: ContentKv;
  storeUrl: string;
  /** What the documents' links may point at (scripts/content/site.ts); a link to anything else is refused. */
  site: (documents: readonly LocalDocument[]) => SitePaths;
  /** push: write drafts for preview instead of publishing. */
  draft?: boolean;
  /**
   * push: only documents KV does not have yet, or holds in a shape its schema no longer accepts (the seed
   * at every `npm start`: ops' valid edits stay, a document older than its schema is replaced).
   */
  onlyMissing?: boolean;
  /** rollback: the version to restore (its time as `history` lists it); default the latest. */
  to?: string;
  now?: () => Date;
  log?: (line: string) => void;
};

export const historyKept = 20;
const draftTtlSeconds = 7 * 24 * 60 * 60;
const historyPrefix = (key: string) => `history:${key}:`;

function refuse(problems: readonly Problem[], log: (line: string) => void): number {
  for (const problem of problems) log(`✗ ${formatProblem(problem)}`);
  log(`Nada se escribió en KV: ${problems.length === 1 ? "hay 1 problema" : `hay ${problems.length} problemas`}.`);
  return 1;
}

/** Local documents, checked (their links too); null (after reporting) when any is wrong or a name is unknown. */
function checkedLocal({ dir, site, log = console.log }: Options, names: readonly string[]) {
  const { documents, problems } = readLocal(dir);
  const { picked, unknown } = pick(documents, names);
  const all = [
    ...problems,
    ...unknown.map((name) => ({ file: name, path: "$", message: "no hay un documento con ese nombre o clave" })),
    ...(problems.length === 0 ? unresolvedLinks(picked, site(documents)) : []),
  ];
  if (all.length > 0) {
    refuse(all, log);
    return null;
  }
  return picked;
}

export function validate(options: Options, names: readonly string[]): number {
  const documents = checkedLocal(options, names);
  if (!documents) return 1;
  (options.log ?? console.log)(`✓ ${documents.length} documentos válidos.`);
  return 0;
}

/** Whether what KV holds still passes the document's current schema. */
function readable(spec: DocumentSpec, stored: string | null): boolean {
  if (stored === null) return false;
  try {
    return spec.write.safeParse(JSON.parse(stored)).success;
  } catch {
    return false;
  }
}

const same = (stored: string | null, value: unknown) => stored !== null && jsonChanges(JSON.parse(stored), value).length === 0;

export function push(options: Options, names: readonly string[]): number {
  const { kv, log = console.log, now = () => new Date() } = options;
  const documents = checkedLocal(options, names);
  if (!documents) return 1;
  if (options.draft) return pushDrafts(options, documents);

  const current = kv.getMany(documents.map(({ spec }) => spec.key));
  const changed = documents.filter(({ spec, value }) =>
    options.onlyMissing ? !readable(spec, current.get(spec.key) ?? null) : !same(current.get(spec.key) ?? null, value),
  );
  if (changed.length === 0) {
    log("Nada que publicar: KV ya tiene estos documentos.");
    return 0;
  }
  const stamp = now().toISOString();
  const writes = changed.flatMap(({ spec, value }) => {
    const previous = current.get(spec.key);
    return [
      ...(previous ? [{ key: `${historyPrefix(spec.key)}${stamp}`, value: previous }] : []),
      // When it was published: the sitemaps' lastmod for the page it is (app/features/seo).
      { key: spec.key, value: JSON.stringify(value), metadata: { publishedAt: stamp } },
    ];
  });
  kv.putMany(writes);
  pruneHistory(kv, changed.map(({ spec }) => spec.key));
  for (const { spec } of changed) log(`✓ ${spec.key} ← content/${spec.file}${current.get(spec.key) ? " (versión anterior guardada)" : ""}`);
  return 0;
}

function pruneHistory(kv: ContentKv, keys: readonly string[]): void {
  const history = kv.list("history:");
  const old = keys.flatMap((key) => history.filter((name) => name.startsWith(historyPrefix(key))).sort().slice(0, -historyKept));
  kv.deleteMany(old);
}

/** Where a draft of a document can be seen. */
function previewPath(spec: DocumentSpec, value: unknown): string | null {
  if (spec.contentType === "home") return "/";
  if (spec.contentType === "landingPage") return (value as { settings: { seo: { slug: string } } }).settings.seo.slug;
  if (spec.contentType === "plp") return (value as { settings: { template: { value?: string } } }).settings.template.value ?? null;
  return null;
}

function pushDrafts({ kv, storeUrl, log = console.log }: Options, documents: readonly { spec: DocumentSpec; value: unknown }[]): number {
  const id = randomBytes(9).toString("hex");
  kv.putMany(documents.map(({ spec, value }) => ({ key: draftKey(id, spec.key), value: JSON.stringify(value), expirationTtl: draftTtlSeconds })));
  const param = documents.length === 1 ? `versionId=${id}` : `releaseId=${id}`;
  log(`Borradores guardados por 7 días (${param}). Vista previa:`);
  for (const { spec, value } of documents) {
    const path = previewPath(spec, value);
    log(`  ${spec.key}: ${path ? `${storeUrl.replace(/\/$/, "")}${path}?${param}` : `cualquier página que lo use, con ?${param}`}`);
  }
  return 0;
}

export function pull({ dir, kv, log = console.log }: Options, names: readonly string[]): number {
  const keys = names.length > 0 ? [...names] : documentKeys(kv);
  const values = kv.getMany(keys);
  let failures = 0;
  for (const key of keys) {
    const spec = documentAtKey(key);
    const stored = values.get(key);
    if (!spec || stored == null) {
      log(`✗ ${key}: ${spec ? "no está en KV" : "no es un documento de contenido"}`);
      failures += 1;
      continue;
    }
    writeLocal(dir, spec, JSON.parse(stored));
    log(`✓ content/${spec.file} ← ${key}`);
  }
  return failures > 0 ? 1 : 0;
}

export function diff({ dir, kv, log = console.log }: Options, names: readonly string[]): number {
  const { documents } = readLocal(dir);
  const { picked } = pick(documents, names);
  const local = new Map(picked.map(({ spec, value }) => [spec.key, value]));
  const remote = names.length > 0 ? [] : documentKeys(kv).filter((key) => documentAtKey(key) && !local.has(key));
  const stored = kv.getMany([...local.keys(), ...remote]);
  let differences = 0;
  for (const [key, value] of local) {
    const current = stored.get(key);
    if (current == null) {
      log(`+ ${key}: solo local (sin publicar)`);
      differences += 1;
      continue;
    }
    const changes = jsonChanges(JSON.parse(current), value);
    if (changes.length === 0) continue;
    differences += 1;
    log(`~ ${key}: ${changes.length} ${changes.length === 1 ? "cambio" : "cambios"} (publicado → local)`);
    for (const change of changes) log(`    ${describeChange(change)}`);
  }
  for (const key of remote) {
    log(`- ${key}: solo en KV (no está en content/)`);
    differences += 1;
  }
  log(differences === 0 ? "Sin diferencias entre content/ y KV." : `${differences} documentos difieren.`);
  return 0;
}

export function history({ kv, log = console.log }: Options, names: readonly string[]): number {
  const [key] = names;
  if (!key) return usage(log, "history <clave>");
  const versions = kv.list(historyPrefix(key)).sort().reverse();
  if (versions.length === 0) {
    log(`${key} no tiene versiones anteriores.`);
    return 0;
  }
  log(`Versiones anteriores de ${key} (la más reciente primero):`);
  for (const version of versions) log(`  ${version.slice(historyPrefix(key).length)}`);
  log(`Restaurar: npm run content -- rollback ${key} [--to <fecha>]`);
  return 0;
}

export function rollback({ kv, to, log = console.log, now = () => new Date() }: Options, names: readonly string[]): number {
  const [key] = names;
  const spec = key ? documentAtKey(key) : null;
  if (!key || !spec) return usage(log, "rollback <clave> [--to <fecha>]");
  const versions = kv.list(historyPrefix(key)).sort();
  const chosen = to ? versions.find((version) => version === `${historyPrefix(key)}${to}`) : versions.at(-1);
  if (!chosen) {
    log(`✗ ${key}: ${to ? `no hay una versión del ${to}` : "no hay versiones anteriores"}.`);
    return 1;
  }
  const values = kv.getMany([chosen, key]);
  const restored = values.get(chosen);
  if (restored == null) {
    log(`✗ ${chosen} no se pudo leer.`);
    return 1;
  }
  // The schemas may have changed since: an old version is published only if it is valid today.
  const problems = validateDocument(spec, JSON.parse(restored));
  if (problems.length > 0) return refuse(problems, log);
  const current = values.get(key);
  kv.putMany([...(current ? [{ key: `${historyPrefix(key)}${now().toISOString()}`, value: current }] : []), { key, value: restored, metadata: { publishedAt: now().toISOString() } }]);
  pruneHistory(kv, [key]);
  log(`✓ ${key} vuelve a la versión del ${chosen.slice(historyPrefix(key).length)} (la que reemplaza quedó en el historial).`);
  log(`  content/${spec.file} no cambió: 'npm run content -- pull ${key}' la trae.`);
  return 0;
}

const documentKeys = (kv: ContentKv) => documentPrefixes.flatMap((prefix) => kv.list(prefix));

function usage(log: (line: string) => void, what: string): number {
  log(`Uso: npm run content -- ${what}`);
  return 2;
}
