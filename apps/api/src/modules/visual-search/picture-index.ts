// The pictures' approximate-nearest-neighbour index (ADRs 2800, 2801, 2802): usearch's HNSW graph in this
// process, built from the stored descriptions at start and kept current from the database: a
// search first reads what was written since the last one it saw (migration 2800's seq), so an
// import in another process is found on the next search. It holds each description reduced to
// INDEX_DIMENSIONS by a fixed random projection, in 8 bits: enough to find the candidates, which
// the service then orders by their stored descriptions (service.ts), at under half the memory.
// Given a folder, it is saved there and a restart reads it back instead of building it anew
// (index-snapshot.ts, ADR 2803).
import path from 'node:path';
import { setImmediate as giveBackTheLoop } from 'node:timers/promises';
import { Index, MetricKind, ScalarKind } from 'usearch';
import { DESCRIPTOR_VERSION, NETWORK_PART } from './descriptor';
import { indexSnapshots } from './index-snapshot';
import type { VisualSearchRepository } from './repository';

/** Descriptions read in one query (on the embedded database, a query holds the event loop). */
const LOAD_BATCH = 1000;
/**
 * Adding a description to the graph costs 0.1–1 ms (more as the graph grows), so a batch is
 * added in slices of this many milliseconds, the event loop given back between them: 5,000 at
 * once held it for 0.4 s, and every request of a fresh start waited behind it.
 */
const SLICE_MS = 10;
/**
 * The numbers the index keeps a picture (of the network's NETWORK_PART), and the
 * graph's links a node. 192 in 8 bits with 12 links keep 400,000 pictures (100,000 products)
 * within the 200 MB image search may add to the server, and build the graph in about half the
 * time of 256 and 16; the candidates are ordered by the stored descriptions anyway (ADR 2804).
 */
const INDEX_DIMENSIONS = 192;
const CONNECTIVITY = 12;

/**
 * A fixed random ±1 projection (ADR 2801's, seed 2801): cosine distances are roughly kept;
 * offline, the candidates it finds ordered exactly ranked as an exact search did (ADR 2802).
 */
let projection: Int8Array | undefined;
function project(vector: Float32Array): Float32Array {
  if (!projection) {
    projection = new Int8Array(INDEX_DIMENSIONS * NETWORK_PART);
    let seed = 2801;
    for (let k = 0; k < projection.length; k++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      projection[k] = seed / 0x7fffffff < 0.5 ? -1 : 1;
    }
  }
  const out = new Float32Array(INDEX_DIMENSIONS);
  for (let d = 0; d < INDEX_DIMENSIONS; d++) {
    let sum = 0;
    const row = d * NETWORK_PART;
    for (let c = 0; c < NETWORK_PART; c++) sum += projection[row + c]! * vector[c]!;
    out[d] = sum;
  }
  return out;
}
/** A search reads new descriptions at most this often. */
const REFRESH_EVERY_MS = 1000;
/**
 * The index is saved again once this many descriptions were added since it last was: a crash
 * then costs at most their re-reading at the next start. A save holds the event loop about 0.5 µs
 * a picture (45 ms at 100,000).
 */
const SAVE_AFTER = 20_000;

export interface PictureMatch {
  imageId: string;
  /** Cosine distance of the projections (approximate): 0 the same, 1 unrelated. */
  distance: number;
}

export interface PictureIndexOptions {
  /** A folder the index is kept in between starts (the server's DATA_DIR); without one it lives in memory only. */
  snapshotDir?: string;
  /** A snapshot that could not be read or written: the index is then built, or kept, in memory. */
  onError?: (err: unknown) => void;
}

// Vectors as 8-bit integers (the descriptions are of unit length): a quarter of the memory of
// 32-bit floats, with the bench's figures unchanged (ADR 2801).
const newGraph = () =>
  new Index({
    dimensions: INDEX_DIMENSIONS,
    metric: MetricKind.Cos,
    quantization: ScalarKind.I8,
    connectivity: CONNECTIVITY,
    expansion_add: 64,
    expansion_search: 64,
    multi: false,
  });

/** The saved graph's name: everything that makes a saved graph unusable when it changes. */
export const SNAPSHOT_NAME = `v${DESCRIPTOR_VERSION}-d${INDEX_DIMENSIONS}-m${CONNECTIVITY}`;

export function createPictureIndex(repository: VisualSearchRepository, options: PictureIndexOptions = {}) {
  const snapshots =
    options.snapshotDir === undefined
      ? undefined
      : indexSnapshots(path.join(options.snapshotDir, 'picture-index'), SNAPSHOT_NAME);
  let index = newGraph();
  // Keys as plain numbers (small integers live in the map's slots; a bigint each is a heap object).
  let keyOf = new Map<string, number>();
  let imageOf: string[] = [];
  let lastSeq = 0n;
  let lastImageId = '';
  let savedSeq = 0n;
  let unsaved = 0;
  let refreshedAt = 0;
  let loading: Promise<void> | undefined;

  function add(imageId: string, vector: Float32Array) {
    const known = keyOf.get(imageId);
    if (known !== undefined) index.remove(BigInt(known));
    const key = imageOf.length;
    imageOf.push(imageId);
    keyOf.set(imageId, key);
    index.add(BigInt(key), project(vector));
  }

  /** Takes the saved snapshot if the database still holds the last description it holds. */
  async function restore(): Promise<void> {
    const snapshot = snapshots?.read();
    if (!snapshot) return;
    const { contents, graphPath } = snapshot;
    try {
      if ((await repository.pictureAt(contents.lastSeq, DESCRIPTOR_VERSION)) !== contents.lastImageId) return;
      const graph = newGraph();
      graph.load(graphPath);
      if (graph.size() !== contents.size) return;
      index = graph;
      imageOf = contents.imageOf;
      // A picture described anew has a later key; its earlier one is gone from the graph.
      keyOf = new Map(imageOf.map((imageId, key) => [imageId, key]));
      lastSeq = savedSeq = contents.lastSeq;
      lastImageId = contents.lastImageId;
    } catch (err) {
      options.onError?.(err);
    }
  }

  /** Saves the index if descriptions were added since it was last saved or read. */
  function save(): void {
    if (!snapshots || lastSeq === savedSeq) return;
    try {
      snapshots.write((graphPath) => index.save(graphPath), { imageOf, lastSeq, lastImageId, size: index.size() });
      savedSeq = lastSeq;
      unsaved = 0;
    } catch (err) {
      options.onError?.(err);
    }
  }

  async function loadNew(): Promise<void> {
    for (;;) {
      const rows = await repository.descriptionsAfter(lastSeq, DESCRIPTOR_VERSION, LOAD_BATCH);
      let sliceStarted = performance.now();
      for (const row of rows) {
        add(row.imageId, row.vector);
        lastSeq = row.seq;
        lastImageId = row.imageId;
        unsaved++;
        if (performance.now() - sliceStarted >= SLICE_MS) {
          await giveBackTheLoop();
          sliceStarted = performance.now();
        }
      }
      if (unsaved >= SAVE_AFTER) save();
      if (rows.length < LOAD_BATCH) return;
      await giveBackTheLoop();
    }
  }

  /** One load at a time: two searches at once wait for the same read. */
  function refresh(): Promise<void> {
    refreshedAt = Date.now();
    loading ??= loadNew().finally(() => (loading = undefined));
    return loading;
  }

  return {
    /** Reads the saved snapshot, if any, then every stored description written since, and saves. */
    async build(): Promise<void> {
      if (lastSeq === 0n) await restore();
      await refresh();
      save();
    },
    /** Saves what was added since the last save (at shutdown). */
    save,
    /** Reads what was written since the last read, unless that was under a second ago. */
    async refresh(): Promise<void> {
      if (Date.now() - refreshedAt >= REFRESH_EVERY_MS) await refresh();
    },
    get size() {
      return keyOf.size;
    },
    nearest(vector: Float32Array, k: number): PictureMatch[] {
      if (keyOf.size === 0) return [];
      const found = index.search(project(vector), Math.min(k, keyOf.size), 0);
      const out: PictureMatch[] = [];
      for (let i = 0; i < found.keys.length; i++) {
        const imageId = imageOf[Number(found.keys[i])];
        if (imageId !== undefined) out.push({ imageId, distance: found.distances[i]! });
      }
      return out;
    },
  };
}

export type PictureIndex = ReturnType<typeof createPictureIndex>;
