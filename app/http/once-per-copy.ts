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
