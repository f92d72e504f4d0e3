// One read for many keys: the loads a request's resolvers make in one pass (a field of every row of a page) gathered into one call, as DataLoader does.

/** Reads every key given at once; a key it answers nothing for gets the load's `missing`. */
export type ReadMany<V> = (keys: string[]) => Promise<Map<string, V>>;

interface Batch<V> {
  /** Each key asked for in this batch, and what its load answers. */
  loads: Map<string, Promise<V>>;
  /** The one read of all of them. */
  read: Promise<Map<string, V>>;
}

/**
 * A load of one key that waits until the resolvers of the current pass have asked for theirs (the microtasks drained,
 * then the next tick), then reads all the keys asked for with one call of `readMany`; a key asked twice is read once.
 * Make one per request: nothing it read is kept once its batch is answered.
 */
export function batchedLoad<V>(readMany: ReadMany<V>, missing: V): (key: string) => Promise<V> {
  let open: Batch<V> | null = null;
  const start = (): Batch<V> => {
    const loads = new Map<string, Promise<V>>();
    const read = new Promise<Map<string, V>>((resolve, reject) => {
      void Promise.resolve().then(() =>
        process.nextTick(() => {
          open = null;
          readMany([...loads.keys()]).then(resolve, reject);
        }),
      );
    });
    return { loads, read };
  };
  return (key) => {
    const batch = (open ??= start());
    let load = batch.loads.get(key);
    if (!load) {
      load = batch.read.then((found) => (found.has(key) ? found.get(key)! : missing));
      batch.loads.set(key, load);
    }
    return load;
  };
}
