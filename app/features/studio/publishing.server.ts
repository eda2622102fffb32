import { documentAtKey, documentPrefixes, templatePrefix, type DocumentSpec } from "../../content/documents";
import { validateDocument, validateTogether, type Problem } from "../../domain/cms/document-checks";
import { unresolvedLinks, type SitePaths } from "../../domain/cms/site-links";
import { documentName, type DocumentGroup } from "../../domain/studio/documents";
import type { Commit, Draft, PublishingStore, Schedule, VersionEntry } from "../../ports/content-publishing.server";
import type { AuditAction } from "../../ports/studio-audit.server";

// The studio's publishing rules (decision 075), the same for the studio, the CLI and the cron
// trigger: nothing invalid is stored, a draft never reaches shoppers, a change based on an older
// version is refused, every publish keeps the version it replaced and is audited.

/** What a change was based on: the published version and the draft's revision (0: no draft) the person saw. */
export type Base = { version: number; revision: number };

export type Refusal =
  | { reason: "invalid"; problems: Problem[] }
  /** Someone saved or published first: their value, to show beside the person's own. */
  | { reason: "conflict"; theirs: unknown; by: string | null; at: number | null }
  | { reason: "storage"; message: string };

/** What a person asks to store: a value for a document, based on what they saw. */
export type Change = { key: string; value: unknown; base: Base; actor: string };

export type Outcome<T = object> = ({ ok: true } & T) | ({ ok: false } & Refusal);

export type DocumentState = {
  key: string;
  spec: DocumentSpec;
  name: string;
  group: DocumentGroup;
  published: { version: number; by: string | null; at: number | null } | null;
  draft: { by: string; at: number } | null;
  schedule: { publishAt: number; by: string } | null;
};

export type OpenedDocument = {
  key: string;
  spec: DocumentSpec;
  name: string;
  /** What shoppers read now (parsed), or null when it was never published. */
  published: unknown;
  version: number;
  /** Who published the current version and when; null for one published before the studio. */
  publishedBy: string | null;
  publishedAt: number | null;
  draft: Draft | null;
  schedule: Schedule | null;
  /** What the editor starts from: the draft when there is one. */
  working: unknown;
  base: Base;
  /** The draft was started from an older published version than the current one. */
  draftBehind: boolean;
};

export type AuditLine = { actor: string; action: AuditAction; document: string | null; detail: string | null };

export type PublishingDeps = {
  store: PublishingStore;
  /** Appends audit lines (one batch); never throws. */
  audit: (entries: readonly AuditLine[]) => Promise<void>;
  /** What links may point at, for the documents about to be written. */
  site: (documents: readonly { spec: DocumentSpec; value: unknown }[]) => Promise<SitePaths>;
  /** Drops every copy the store keeps of a document (decision 075); the CLI has none to drop. */
  invalidate: (key: string) => Promise<void>;
  now: () => number;
  /** A fresh unguessable id for a draft's preview link. */
  previewId: () => string;
};

const storageFailure = (what: string): Refusal => ({
  reason: "storage",
  message: `No se pudo ${what}: el almacenamiento no respondió. La versión publicada sigue igual; probá de nuevo en unos minutos.`,
});

const parsed = (raw: string | null): unknown => (raw === null ? null : JSON.parse(raw));

export function studioPublishing(deps: PublishingDeps) {
  const { store, now } = deps;
  const auditMany = deps.audit;
  const audit = (line: AuditLine) => auditMany([line]);

  /** Everything that must hold before a value is stored: its schema, its links, templates not duplicated. */
  async function problemsOf(spec: DocumentSpec, value: unknown): Promise<Problem[]> {
    const own = validateDocument(spec, value);
    if (own.length > 0) return own;
    const links = unresolvedLinks([{ spec, value }], await deps.site([{ spec, value }]));
    if (links.length > 0) return links;
    if (spec.contentType !== "plp" && spec.contentType !== "pdp") return [];
    const kind = spec.contentType;
    const others = (await store.kv.list(templatePrefix(kind))).filter((key) => key !== spec.key);
    const raws = await store.kv.getMany(others);
    const siblings = others.map((key) => ({ spec: documentAtKey(key)!, value: parsed(raws.get(key) ?? null) }));
    return validateTogether([...siblings.filter(({ value }) => value !== null), { spec, value }]);
  }

  async function refuse(actor: string, key: string, refusal: Refusal, what: string): Promise<{ ok: false } & Refusal> {
    const detail =
      refusal.reason === "invalid"
        ? `${what} rechazado: ${refusal.problems.length} ${refusal.problems.length === 1 ? "problema" : "problemas"} (${refusal.problems[0]?.path}: ${refusal.problems[0]?.message})`
        : refusal.reason === "conflict"
          ? `${what} rechazado: otra persona cambió el documento antes`
          : `${what} no se completó: falla del almacenamiento`;
    await audit({ actor, action: "rechazo", document: key, detail });
    return { ok: false, ...refusal };
  }

  /** The newest state of a document, to compare with what a change was based on. */
  async function current(key: string) {
    const [versions, draft, raws] = await Promise.all([
      store.versions([key]),
      store.draft(key),
      store.kv.getMany([key]),
    ]);
    return {
      version: versions.get(key)?.version ?? 0,
      meta: versions.get(key) ?? null,
      draft,
      raw: raws.get(key) ?? null,
    };
  }

  type Current = Awaited<ReturnType<typeof current>>;

  function conflictWith(state: Current, base: Base): Refusal | null {
    if (state.draft && state.draft.revision !== base.revision) {
      return { reason: "conflict", theirs: parsed(state.draft.value), by: state.draft.by, at: state.draft.at };
    }
    if (!state.draft && base.revision !== 0) {
      // The draft they were editing was published or discarded meanwhile.
      return { reason: "conflict", theirs: parsed(state.raw), by: state.meta?.by ?? null, at: state.meta?.at ?? null };
    }
    if (state.version !== base.version) {
      return { reason: "conflict", theirs: parsed(state.raw), by: state.meta?.by ?? null, at: state.meta?.at ?? null };
    }
    return null;
  }

  /**
   * Writes values shoppers will read: D1 first (each version row only if its expected version is
   * still the latest), then KV; a failed KV write takes the D1 rows back, so the published versions
   * stay whole. For each commit, the new version, or why not.
   */
  async function commit(commits: readonly Omit<Commit, "at">[]): Promise<Outcome<{ version: number }>[]> {
    if (commits.length === 0) return [];
    const at = now();
    const entries = commits.map((entry) => ({ ...entry, at }));
    let committed: boolean[];
    try {
      committed = await store.commitVersions(entries);
    } catch (error) {
      console.error(
        "D1: no se pudo publicar",
        entries.map(({ key }) => key),
        error,
      );
      return entries.map(() => ({ ok: false, ...storageFailure("publicar") }));
    }
    const written = entries
      .filter((_, index) => committed[index])
      .map(({ key, value, expectedVersion }) => ({ key, value, version: expectedVersion + 1, at }));
    try {
      await store.putPublished(written);
    } catch (error) {
      console.error(
        "KV: no se pudo publicar",
        written.map(({ key }) => key),
        error,
      );
      await store
        .revertVersions(written)
        .catch((revertError: unknown) => console.error("D1: no se pudieron deshacer las versiones", revertError));
      return entries.map(() => ({ ok: false, ...storageFailure("publicar") }));
    }
    await Promise.all([
      ...written.map(({ key }) =>
        deps
          .invalidate(key)
          .catch((error: unknown) => console.error(`No se pudieron borrar las copias de '${key}'`, error)),
      ),
      store
        .prune(written.map(({ key }) => key))
        .catch((error: unknown) => console.error("D1: no se pudo podar el historial", error)),
    ]);
    return Promise.all(
      entries.map(async ({ key, expectedVersion }, index): Promise<Outcome<{ version: number }>> => {
        if (committed[index]) return { ok: true, version: expectedVersion + 1 };
        const state = await current(key);
        return {
          ok: false,
          reason: "conflict",
          theirs: parsed(state.raw),
          by: state.meta?.by ?? null,
          at: state.meta?.at ?? null,
        };
      }),
    );
  }

  const commitOne = async (entry: Omit<Commit, "at">) => (await commit([entry]))[0]!;

  /** A change is stored only if its value passes every rule and it is based on what is there now. */
  async function admit(
    { key, value, base, actor }: Change,
    what: string,
  ): Promise<{ spec: DocumentSpec; state: Current } | ({ ok: false } & Refusal)> {
    const spec = specOf(key);
    const problems = await problemsOf(spec, value);
    if (problems.length > 0) return refuse(actor, key, { reason: "invalid", problems }, what);
    const state = await current(key);
    const conflict = conflictWith(state, base);
    return conflict ? refuse(actor, key, conflict, what) : { spec, state };
  }

  const specOf = (key: string) => {
    const spec = documentAtKey(key);
    if (!spec) throw new Response("No existe ese documento", { status: 404 });
    return spec;
  };

  return {
    /** Every document KV holds, with its state, for the studio's index. */
    async overview(): Promise<DocumentState[]> {
      const keys = (await Promise.all(documentPrefixes.map((prefix) => store.kv.list(prefix))))
        .flat()
        .filter((key) => documentAtKey(key));
      const [versions, drafts, schedules, values] = await Promise.all([
        store.versions(),
        store.drafts(),
        store.schedules(),
        store.kv.getMany(keys),
      ]);
      return keys.map((key) => {
        const raw = values.get(key) ?? null;
        const spec = documentAtKey(key)!;
        const draft = drafts.get(key);
        const schedule = schedules.get(key);
        let value: unknown = null;
        try {
          value = parsed(raw);
        } catch {
          // A broken document still gets listed, by its key.
        }
        return {
          key,
          spec,
          ...documentName(spec, value),
          published: raw === null ? null : (versions.get(key) ?? { version: 0, by: null, at: null }),
          draft: draft ? { by: draft.by, at: draft.at } : null,
          schedule: schedule ? { publishAt: schedule.publishAt, by: schedule.by } : null,
        };
      });
    },

    async open(key: string): Promise<OpenedDocument> {
      const spec = specOf(key);
      const [state, schedule] = await Promise.all([current(key), store.schedule(key)]);
      const published = parsed(state.raw);
      const working = state.draft ? parsed(state.draft.value) : published;
      return {
        key,
        spec,
        name: documentName(spec, working).name,
        published,
        version: state.version,
        publishedBy: state.meta?.by ?? null,
        publishedAt: state.meta?.at ?? null,
        draft: state.draft,
        schedule,
        working,
        // What this person sees now; a draft started before the latest publish is flagged, not blocked.
        base: { version: state.version, revision: state.draft?.revision ?? 0 },
        draftBehind: state.draft !== null && state.draft.baseVersion !== state.version,
      };
    },

    /** 'Guardar borrador': validated like a publish, never read by shoppers. */
    async saveDraft(change: Change): Promise<Outcome<{ draft: Draft }>> {
      const { key, value, base, actor } = change;
      const admitted = await admit(change, "Borrador");
      if (!("state" in admitted)) return admitted;
      const { state } = admitted;
      const text = JSON.stringify(value);
      const draft = {
        value: text,
        baseVersion: state.version,
        previewId: state.draft?.previewId ?? deps.previewId(),
        by: actor,
        at: now(),
      };
      try {
        if (!(await store.saveDraft(key, draft, base.revision))) {
          const newer = await store.draft(key);
          return refuse(
            actor,
            key,
            { reason: "conflict", theirs: parsed(newer?.value ?? null), by: newer?.by ?? null, at: newer?.at ?? null },
            "Borrador",
          );
        }
        await store.putPreview(draft.previewId, key, text);
      } catch (error) {
        console.error(`No se pudo guardar el borrador de '${key}'`, error);
        return refuse(actor, key, storageFailure("guardar el borrador"), "Borrador");
      }
      await audit({ actor, action: "borrador", document: key, detail: `Revisión ${base.revision + 1}` });
      return { ok: true, draft: { ...draft, revision: base.revision + 1 } };
    },

    /**
     * 'Descartar borrador': the working draft and its preview copy are dropped; what shoppers see
     * does not change. Refused when the draft is not the one the person saw (`base.revision`).
     */
    async discardDraft({ key, base, actor }: { key: string; base: Base; actor: string }): Promise<Outcome> {
      specOf(key);
      const state = await current(key);
      if (!state.draft || state.draft.revision !== base.revision) {
        const theirs = state.draft ? parsed(state.draft.value) : parsed(state.raw);
        const by = state.draft?.by ?? state.meta?.by ?? null;
        const at = state.draft?.at ?? state.meta?.at ?? null;
        return refuse(actor, key, { reason: "conflict", theirs, by, at }, "Descarte del borrador");
      }
      try {
        if (!(await store.dropDraft(key, base.revision))) {
          const newer = await store.draft(key);
          const refusal = {
            reason: "conflict",
            theirs: parsed(newer?.value ?? state.raw),
            by: newer?.by ?? null,
            at: newer?.at ?? null,
          } as const;
          return refuse(actor, key, refusal, "Descarte del borrador");
        }
      } catch (error) {
        console.error(`D1: no se pudo descartar el borrador de '${key}'`, error);
        return refuse(actor, key, storageFailure("descartar el borrador"), "Descarte del borrador");
      }
      // The draft is gone; a preview copy left behind would expire on its own (previewTtlSeconds).
      await store
        .dropPreview(state.draft.previewId, key)
        .catch((error: unknown) => console.error(`KV: no se pudo borrar la vista previa de '${key}'`, error));
      await audit({ actor, action: "borrador-descartado", document: key, detail: `Revisión ${base.revision}` });
      return { ok: true };
    },

    /** 'Publicar': the value shoppers read from the next request on. */
    async publish(change: Change): Promise<Outcome<{ version: number }>> {
      const { key, value, actor } = change;
      const admitted = await admit(change, "Publicación");
      if (!("state" in admitted)) return admitted;
      const { state } = admitted;
      const outcome = await commitOne({
        key,
        value: JSON.stringify(value),
        expectedVersion: state.version,
        replaced: state.raw,
        by: actor,
        consume: state.draft ? { draftRevision: state.draft.revision } : {},
      });
      if (!outcome.ok) return refuse(actor, key, outcome, "Publicación");
      await audit({ actor, action: "publicacion", document: key, detail: `Versión ${outcome.version}` });
      return outcome;
    },

    /** 'Programar': the cron trigger publishes it at `publishAt` (at most a minute late). */
    async schedule(change: Change & { publishAt: number }): Promise<Outcome> {
      const { key, value, publishAt, actor } = change;
      if (!(publishAt > now())) {
        const problem = { file: specOf(key).file, path: "$", message: "la fecha de publicación tiene que ser futura" };
        return refuse(actor, key, { reason: "invalid", problems: [problem] }, "Programación");
      }
      const admitted = await admit(change, "Programación");
      if (!("state" in admitted)) return admitted;
      const { state } = admitted;
      try {
        await store
          .putSchedule(key, {
            value: JSON.stringify(value),
            baseVersion: state.version,
            publishAt,
            by: actor,
            at: now(),
          })
          .run();
      } catch (error) {
        console.error(`D1: no se pudo programar '${key}'`, error);
        return refuse(actor, key, storageFailure("programar la publicación"), "Programación");
      }
      await audit({
        actor,
        action: "programacion",
        document: key,
        detail: `Para ${new Date(publishAt).toISOString()}`,
      });
      return { ok: true };
    },

    async cancelSchedule({ key, actor }: { key: string; actor: string }): Promise<Outcome> {
      specOf(key);
      try {
        await store.dropSchedule(key).run();
      } catch (error) {
        console.error(`D1: no se pudo cancelar la programación de '${key}'`, error);
        return { ok: false, ...storageFailure("cancelar la programación") };
      }
      await audit({ actor, action: "programacion-cancelada", document: key, detail: null });
      return { ok: true };
    },

    /** The cron trigger: every schedule whose minute has come, published as who scheduled it. */
    async publishDue(at: number): Promise<{ published: string[]; refused: string[] }> {
      const due = await store.due(at);
      const published: string[] = [];
      const refused: string[] = [];
      for (const schedule of due) {
        const spec = documentAtKey(schedule.key);
        const state = spec ? await current(schedule.key) : null;
        const actor = `programado por ${schedule.by}`;
        const problems = spec ? await problemsOf(spec, parsed(schedule.value)) : [];
        if (!spec || !state || state.version !== schedule.baseVersion || problems.length > 0) {
          // Someone published after it was scheduled, or it is no longer valid: never overwrite silently.
          await store.dropSchedule(schedule.key).run();
          await audit({
            actor,
            action: "rechazo",
            document: schedule.key,
            detail:
              problems.length > 0
                ? "Publicación programada rechazada: el contenido ya no es válido"
                : "Publicación programada rechazada: el documento cambió después de programarla",
          });
          refused.push(schedule.key);
          continue;
        }
        const outcome = await commitOne({
          key: schedule.key,
          value: schedule.value,
          expectedVersion: state.version,
          replaced: state.raw,
          by: actor,
          consume: { schedule: true },
        });
        if (outcome.ok) {
          await audit({
            actor,
            action: "publicacion",
            document: schedule.key,
            detail: `Versión ${outcome.version} (programada)`,
          });
          published.push(schedule.key);
        } else refused.push(schedule.key);
      }
      return { published, refused };
    },

    history: (key: string): Promise<VersionEntry[]> => store.history(key),

    version: (key: string, version: number) => store.version(key, version),

    /** 'Restaurar': publishes an earlier version again, itself a publish kept in the history. */
    async restore({
      key,
      version,
      base,
      actor,
    }: {
      key: string;
      version: number;
      base: Base;
      actor: string;
    }): Promise<Outcome<{ version: number }>> {
      const spec = specOf(key);
      const chosen = await store.version(key, version);
      if (!chosen)
        return refuse(
          actor,
          key,
          { reason: "invalid", problems: [{ file: spec.file, path: "$", message: `no existe la versión ${version}` }] },
          "Restauración",
        );
      const value = parsed(chosen.value);
      // The schemas may have changed since: an old version is published only if it is valid today.
      const problems = await problemsOf(spec, value);
      if (problems.length > 0) return refuse(actor, key, { reason: "invalid", problems }, "Restauración");
      const state = await current(key);
      if (state.version !== base.version)
        return refuse(
          actor,
          key,
          { reason: "conflict", theirs: parsed(state.raw), by: state.meta?.by ?? null, at: state.meta?.at ?? null },
          "Restauración",
        );
      const outcome = await commitOne({
        key,
        value: chosen.value,
        expectedVersion: state.version,
        replaced: state.raw,
        by: actor,
        consume: {},
      });
      if (!outcome.ok) return refuse(actor, key, outcome, "Restauración");
      await audit({
        actor,
        action: "restauracion",
        document: key,
        detail: `Versión ${version} publicada como versión ${outcome.version}`,
      });
      return outcome;
    },

    /**
     * The CLI's push: each document published as it is in content/ (the files are the source), with
     * the same validation, history and audit; `onlyMissing` publishes only what KV lacks or holds in a
     * shape its schema no longer accepts (the seed at every `npm start`).
     */
    async publishFiles(
      documents: readonly { spec: DocumentSpec; value: unknown }[],
      { actor, onlyMissing = false }: { actor: string; onlyMissing?: boolean },
    ) {
      const keys = documents.map(({ spec }) => spec.key);
      const raws = await store.kv.getMany(keys);
      const readable = (spec: DocumentSpec, raw: string | null) => {
        try {
          return raw !== null && spec.write.safeParse(JSON.parse(raw)).success;
        } catch {
          return false;
        }
      };
      const changed = documents
        .map(({ spec, value }) => ({ spec, text: JSON.stringify(value), raw: raws.get(spec.key) ?? null }))
        .filter(({ spec, text, raw }) => (onlyMissing ? !readable(spec, raw) : raw !== text));
      if (changed.length === 0) return [];
      const versions = await store.versions(changed.map(({ spec }) => spec.key));
      const outcomes = await commit(
        changed.map(({ spec, text, raw }) => ({
          key: spec.key,
          value: text,
          expectedVersion: versions.get(spec.key)?.version ?? 0,
          replaced: raw,
          by: actor,
          consume: {},
        })),
      );
      const results = changed.map(({ spec, raw }, index) => ({ spec, replaced: raw, outcome: outcomes[index]! }));
      await auditMany(
        results.map(({ spec, outcome }) =>
          outcome.ok
            ? { actor, action: "publicacion" as const, document: spec.key, detail: `Versión ${outcome.version}` }
            : {
                actor,
                action: "rechazo" as const,
                document: spec.key,
                detail: "Publicación rechazada: falla del almacenamiento o cambio simultáneo",
              },
        ),
      );
      return results;
    },
  };
}

export type StudioPublishing = ReturnType<typeof studioPublishing>;
