import type { GetManualChunk, ManualChunkMeta } from "rollup";

// Which chunk a client module goes to (decisions 046, 081). Chunks are named for what they hold.

const vendor = (id: string) =>
  /node_modules\/(react|react-dom|scheduler)\//.test(id)
    ? "react"
    : /node_modules\/(react-router|react-router-dom|@remix-run|turbo-stream)\//.test(id)
      ? "framework"
      : undefined;

const isRoot = (id: string) => /\/app\/root\.tsx(\?|$)/.test(id);

/**
 * Our modules the root imports statically, in one `shell` chunk: every page loads them, so one file
 * compresses better and costs one request. A module reached only through `import()` is left out,
 * which is the point of the lazy pieces: Rollup's minimum chunk size merged those back into chunks
 * the root loads (it may merge where a chunk is not needed), so it is not used.
 */
function shellMember() {
  const known = new Map<string, boolean>();
  const reachesRoot = (id: string, meta: ManualChunkMeta, path: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (isRoot(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const importers = meta.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => reachesRoot(importer, meta, path));
    path.delete(id);
    // A result found inside a cycle may depend on the path taken; only the outermost one is kept.
    if (path.size === 0 || result) known.set(id, result);
    return result;
  };
  return (id: string, meta: ManualChunkMeta) =>
    id.includes("/app/") && !isRoot(id) && !id.includes("node_modules") && reachesRoot(id, meta, new Set());
}

export function manualChunks(): GetManualChunk {
  const inShell = shellMember();
  return (id, meta) => vendor(id) ?? (inShell(id, meta) ? "shell" : undefined);
}

export const namedChunks = ["react", "framework", "shell"];
