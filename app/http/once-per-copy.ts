/**
 * A value made once per (copy, slot) and kept while the copy lives (decision 088): the copy is an
 * object the isolate holds for one version of a content document, so a publish — a new copy — makes
 * it again on its next use, and a dropped copy takes its values with it.
 */
export function oncePerCopy<T>(): (copy: object, slot: string, make: () => T) => T {
  const kept = new WeakMap<object, Map<string, T>>();
  return (copy, slot, make) => {
    let slots = kept.get(copy);
    if (!slots) {
      slots = new Map();
      kept.set(copy, slots);
    }
    if (slots.has(slot)) return slots.get(slot) as T;
    const value = make();
    slots.set(slot, value);
    return value;
  };
}

/**
 * The same for a value made from several copies (decision 102): it is made again when any of them is
 * replaced, and goes with the first of them to be dropped. An absent document is a copy too: pass the
 * same object for it on every call.
 */
export function oncePerCopies<T>(): (copies: readonly object[], make: () => T) => T {
  const kept = new WeakMap<object, unknown>();
  return (copies, make) => {
    let level = kept;
    for (const copy of copies.slice(0, -1)) {
      let next = level.get(copy) as WeakMap<object, unknown> | undefined;
      if (!next) {
        next = new WeakMap();
        level.set(copy, next);
      }
      level = next;
    }
    const last = copies.at(-1)!;
    if (level.has(last)) return level.get(last) as T;
    const value = make();
    level.set(last, value);
    return value;
  };
}
