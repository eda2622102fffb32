// The page's own main-thread work in a Lighthouse trace, read by CPU time as well as wall time.
// Lighthouse simulates blocking time from each task's wall time ×4; on a 2-core VM the renderer is
// often descheduled while chromium's software compositor, its browser process and Lighthouse run,
// so wall time can be three times the CPU the page used. Both are printed; neither is a test.

const slowdown = 4;
const longTask = 50;

/** Top-level tasks of the main frame's renderer thread from navigation start (wall and CPU µs). */
function mainThreadTasks(traceEvents) {
  const navigation = traceEvents.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return null;
  const fcp = traceEvents.find(
    (event) =>
      event.name === "firstContentfulPaint" && event.ts > navigation.ts && event.args?.frame === navigation.args.frame,
  );
  const tasks = traceEvents
    .filter(
      (event) =>
        event.ph === "X" &&
        event.name === "RunTask" &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  const topLevel = [];
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    topLevel.push(task);
    end = task.ts + task.dur;
  }
  return { tasks: topLevel, fcp: fcp?.ts ?? navigation.ts };
}

const blocking = (ms) => Math.max(0, ms * slowdown - longTask);

/**
 * After first contentful paint: main-thread wall and CPU ms, and blocking time (ms) as Lighthouse
 * would simulate it from wall time and from CPU time.
 */
export function mainThreadAfterPaint(traceEvents) {
  const found = mainThreadTasks(traceEvents);
  if (!found) return null;
  const sums = { wallMs: 0, cpuMs: 0, blockingByWallMs: 0, blockingByCpuMs: 0 };
  for (const task of found.tasks) {
    if (task.ts < found.fcp) continue;
    const wall = task.dur / 1000;
    const cpu = (task.tdur ?? task.dur) / 1000;
    sums.wallMs += wall;
    sums.cpuMs += cpu;
    sums.blockingByWallMs += blocking(wall);
    sums.blockingByCpuMs += blocking(cpu);
  }
  return Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, Math.round(value)]));
}
