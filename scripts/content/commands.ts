import { randomBytes } from "node:crypto";
import { documentAtKey, documentPrefixes, type DocumentSpec } from "../../app/content/documents";
import type { SitePaths } from "../../app/domain/cms/site-links";
import { unresolvedLinks } from "../../app/domain/cms/site-links";
import { formatProblem, type Problem } from "../../app/domain/cms/document-checks";
import { previewPath } from "../../app/domain/studio/documents";
import { draftKey } from "../../app/domain/cms/preview";
import { describeChange, jsonChanges } from "./json-diff";
import type { ContentKv } from "./kv";
import type { CliPublishing } from "./publishing";
import { pick, readLocal, writeLocal, type LocalDocument } from "./local";

// `npm run content -- validate|push|pull|diff|history|rollback` (decision 014). Every write is
// validated first and published through the studio's own rules (decision 075): D1 keeps every
// version with who and when, the audit log says 'cli', and `rollback` is the studio's 'Restaurar'.

export type Options = {
  dir: string;
  kv: ContentKv;
  /** The studio's publishing rules over the same KV and D1 (scripts/content/publishing.ts). */
  publishing: CliPublishing;
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
  /** rollback: the version to restore (its number as `history` lists it); default the one before the current. */
  to?: string;
  log?: (line: string) => void;
};

const draftTtlSeconds = 7 * 24 * 60 * 60;
const actor = "cli";

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

export async function push(options: Options, names: readonly string[]): Promise<number> {
  const { log = console.log } = options;
  const documents = checkedLocal(options, names);
  if (!documents) return 1;
  if (options.draft) return pushDrafts(options, documents);

  const results = await options.publishing.publishFiles(documents, { actor, onlyMissing: options.onlyMissing });
  if (results.length === 0) {
    log("Nada que publicar: KV ya tiene estos documentos.");
    return 0;
  }
  let failures = 0;
  for (const { spec, replaced, outcome } of results) {
    if (outcome.ok) {
      log(`✓ ${spec.key} ← content/${spec.file} (versión ${outcome.version}${replaced ? "; la anterior quedó en el historial" : ""})`);
    } else {
      failures += 1;
      log(`✗ ${spec.key}: ${outcome.reason === "storage" ? outcome.message : "otra persona lo publicó mientras tanto; probá de nuevo"}`);
    }
  }
  return failures > 0 ? 1 : 0;
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

export async function history({ publishing, log = console.log }: Options, names: readonly string[]): Promise<number> {
  const [key] = names;
  if (!key || !documentAtKey(key)) return usage(log, "history <clave>");
  const versions = await publishing.history(key);
  if (versions.length === 0) {
    log(`${key} no tiene versiones publicadas con historial.`);
    return 0;
  }
  log(`Versiones de ${key} (la más reciente primero):`);
  for (const { version, by, at } of versions) {
    log(`  ${version}  ${at > 0 ? new Date(at).toISOString() : "anterior al historial"}  ${by}${version === versions[0]!.version ? "  (publicada)" : ""}`);
  }
  log(`Restaurar: npm run content -- rollback ${key} [--to <versión>]`);
  return 0;
}

/** The studio's 'Restaurar': the chosen version (default the one before the current) published again. */
export async function rollback({ publishing, to, log = console.log }: Options, names: readonly string[]): Promise<number> {
  const [key] = names;
  const spec = key ? documentAtKey(key) : null;
  if (!key || !spec) return usage(log, "rollback <clave> [--to <versión>]");
  const versions = await publishing.history(key);
  const current = versions[0]?.version ?? 0;
  const chosen = to === undefined ? versions[1]?.version : Number(to);
  if (chosen === undefined || !versions.some(({ version }) => version === chosen)) {
    log(`✗ ${key}: ${to === undefined ? "no hay versiones anteriores" : `no hay una versión ${to}`}.`);
    return 1;
  }
  const outcome = await publishing.restore({ key, version: chosen, base: { version: current, revision: 0 }, actor });
  if (!outcome.ok) {
    if (outcome.reason === "invalid") return refuse(outcome.problems, log);
    log(`✗ ${key}: ${outcome.reason === "storage" ? outcome.message : "otra persona lo publicó mientras tanto; probá de nuevo"}`);
    return 1;
  }
  log(`✓ ${key} vuelve a la versión ${chosen}, publicada como versión ${outcome.version} (la que reemplaza quedó en el historial).`);
  log(`  content/${spec.file} no cambió: 'npm run content -- pull ${key}' la trae.`);
  return 0;
}

const documentKeys = (kv: ContentKv) => documentPrefixes.flatMap((prefix) => kv.list(prefix));

function usage(log: (line: string) => void, what: string): number {
  log(`Uso: npm run content -- ${what}`);
  return 2;
}
