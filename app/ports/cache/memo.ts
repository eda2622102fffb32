// The one memo: a value made once per key and held by the isolate, bounded, the least recently used
// dropped first. The key says everything the value depends on — the catalogue or content version, a
// text, the very documents it was made from (`objectKey`) — so nothing held is ever wrong, only unused.

export type MemoOptions<V> = {
  /** How many values are held; with `sizeOf`, how many units (bytes) in all. */
  limit: number;
  /** How long a value is held at most; forever by default. */
  lifeMs?: number;
  sizeOf?: (value: V) => number;
  /** Every request shares a held value: frozen to its leaves, none can change it for the others. */
  frozen?: boolean;
  now?: () => number;
};

export type Memo<V> = {
  /** The key's value, made now if it is not held. */
  (key: string, make: () => V): V;
  get(key: string): V | undefined;
  set(key: string, value: V): V;
  delete(key: string): void;
};

/**
 * `undefined` is never held, and neither is a promise that rejects or resolves to `undefined`: a
 * failed read is tried again by the next request. A promise is held once it has arrived, never while
 * it runs: the runtime cancels a request's I/O when its client goes away, and another request
 * awaiting that read would hang until the runtime ends it with a 500 (decision 121).
 */
export function memo<V>({
  limit,
  lifeMs = Infinity,
  sizeOf = () => 1,
  frozen = false,
  now = () => Date.now(),
}: MemoOptions<V>): Memo<V> {
  const held = new Map<string, { value: V; madeAt: number; size: number }>();
  /** The read each key waits for, so an older read that arrives late never replaces a newer value. */
  const awaited = new Map<string, object>();
  const state = { size: 0 };

  function drop(key: string) {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    state.size -= entry.size;
  }

  function get(key: string): V | undefined {
    const entry = held.get(key);
    if (!entry) return undefined;
    const age = now() - entry.madeAt;
    drop(key);
    if (!(age >= 0 && age < lifeMs)) return undefined;
    held.set(key, entry); // used last: dropped last
    state.size += entry.size;
    return entry.value;
  }

  function hold(key: string, value: V) {
    drop(key);
    const entry = { value, madeAt: now(), size: sizeOf(value) };
    held.set(key, entry);
    state.size += entry.size;
    for (const [oldest, { size }] of held) {
      if (state.size <= limit) break;
      held.delete(oldest);
      state.size -= size;
    }
  }

  function set(key: string, made: V): V {
    if (made === undefined) return made;
    const value = frozen ? frozenValue(made) : made;
    if (!isPromise(value)) {
      awaited.delete(key);
      hold(key, value);
      return value;
    }
    const read = {};
    awaited.set(key, read);
    const settle = (arrived: unknown) => {
      if (awaited.get(key) !== read) return;
      awaited.delete(key);
      if (arrived === undefined) drop(key);
      else hold(key, Promise.resolve(arrived) as V);
    };
    value.then(settle, () => settle(undefined));
    return value;
  }

  const memoized = (key: string, make: () => V): V => {
    const value = get(key);
    return value !== undefined ? value : set(key, make());
  };
  const forget = (key: string) => {
    awaited.delete(key);
    drop(key);
  };
  return Object.assign(memoized, { get, set, delete: forget });
}

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

function frozenValue<V>(value: V): V {
  return (isPromise(value) ? value.then(deepFrozen) : deepFrozen(value)) as V;
}

function deepFrozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;

/**
 * A key naming these very objects: the same objects give the same key, any other object a new one.
 * For values made from the documents an isolate holds (decisions 088, 102): a publish gives a new
 * object, so a new key, and an absent document is one object passed for it every time.
 */
export function objectKey(...objects: object[]): string {
  return objects
    .map((object) => {
      let id = objectIds.get(object);
      if (id === undefined) objectIds.set(object, (id = ++lastObjectId));
      return id;
    })
    .join("/");
}
