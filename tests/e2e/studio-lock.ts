import { existsSync, mkdirSync, rmSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { e2ePort } from "../../playwright.config";

/**
 * Runs `journey` while no other Playwright worker runs one under the same name: the js and no-js
 * projects both edit the one home document, and a draft is shared by everyone who edits it. Waits
 * for the other worker's lock directory to disappear (a filesystem event), never for a timer.
 */
export async function exclusively<T>(name: string, journey: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `esencia-e2e-${e2ePort}-locks`);
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, name);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    await new Promise<void>((resolve) => {
      const watcher = watch(dir, () => {
        if (!existsSync(lock)) {
          watcher.close();
          resolve();
        }
      });
      // Released between the failed mkdir and the watch.
      if (!existsSync(lock)) {
        watcher.close();
        resolve();
      }
    });
  }
  try {
    return await journey();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
