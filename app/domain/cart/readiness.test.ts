// Spec products-and-buying §4 "it waits up to 2.5 s for the cart to be ready, polling at 100, 200,
// 400 and 800 ms".
import { expect, it } from "vitest";

import { waitUntilReady } from "./readiness";

async function run(readyAfterChecks: number) {
  const waits: number[] = [];
  let checks = 0;
  const ready = await waitUntilReady(
    () => ++checks > readyAfterChecks,
    async (ms) => void waits.push(ms),
  );
  return { ready, waits };
}

it.each<[string, number, boolean, number[]]>([
  ["ready at once: no wait", 0, true, []],
  ["ready after two polls", 2, true, [100, 200]],
  ["never ready: gives up at 2.5 s", Infinity, false, [100, 200, 400, 800, 800, 200]],
])("%s", async (_, readyAfterChecks, ready, waits) => expect(await run(readyAfterChecks)).toEqual({ ready, waits }));
