// The picture index kept on disk between starts (ADR 2803). Building it from the stored
// descriptions costs 0.5–1 ms a picture (about 8 minutes at 400,000 pictures, all the while
// answering the maintenance message); reading a saved one back costs about 0.5 µs a picture.
// The database stays the source of truth: a snapshot names the last description it holds (its
// seq and picture) and is taken only while the database still holds that very description; what
// was written since is read on top of it, as every search reads what is new.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export interface SnapshotContents {
  /** The picture of each key of the graph: a key is its position. */
  imageOf: string[];
  /** The seq of the last description the graph holds, and its picture. */
  lastSeq: bigint;
  lastImageId: string;
  /** The graph's size as saved: a graph file of another size is not this snapshot's. */
  size: number;
}

interface SavedSnapshot {
  graph: string;
  /**
   * The graph file's SHA-256: usearch takes 30 s to refuse some files that are not a graph, and
   * ends the process on others, so a file that is not the one saved is never given to it.
   */
  sha256: string;
  lastSeq: string;
  lastImageId: string;
  size: number;
  imageOf: string[];
}

/** Read a megabyte at a time: a graph at 400,000 pictures is 160 MB. */
const HASH_CHUNK = 1 << 20;

/** A file's SHA-256, read a chunk at a time (130 ms for 160 MB here, the graph at 400,000 pictures). */
function fileSha256(file: string): string {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(HASH_CHUNK);
  const fd = openSync(file, 'r');
  try {
    for (let read; (read = readSync(fd, chunk, 0, HASH_CHUNK, null)) > 0;) hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** A graph no snapshot names is removed once this old (another process may be about to name it). */
const ORPHAN_AGE_MS = 60_000;

function isSaved(value: unknown): value is SavedSnapshot {
  const v = value as Partial<SavedSnapshot> | null;
  return (
    typeof v?.graph === 'string' &&
    /^[a-z0-9-]+\.usearch$/.test(v.graph) &&
    typeof v.sha256 === 'string' &&
    typeof v.lastSeq === 'string' &&
    /^\d+$/.test(v.lastSeq) &&
    typeof v.lastImageId === 'string' &&
    Number.isInteger(v.size) &&
    Array.isArray(v.imageOf) &&
    v.imageOf.every((id) => typeof id === 'string')
  );
}

/**
 * Snapshots named `name` in `dir`: `name.json` says which graph file (`name-<token>.usearch`) is
 * current and what it holds. Saving writes a new graph, then renames a new `name.json` over the
 * old one, so a crash at any point leaves the last snapshot whole, and two processes saving at
 * once each leave a whole one.
 */
export function indexSnapshots(dir: string, name: string) {
  const descriptionFile = path.join(dir, `${name}.json`);
  return {
    /** The last snapshot saved and the path of its graph; undefined if there is none, or its files do not agree. */
    read(): { contents: SnapshotContents; graphPath: string } | undefined {
      let saved: unknown;
      try {
        saved = JSON.parse(readFileSync(descriptionFile, 'utf8'));
      } catch {
        return undefined;
      }
      if (!isSaved(saved)) return undefined;
      const graphPath = path.join(dir, saved.graph);
      try {
        if (fileSha256(graphPath) !== saved.sha256) return undefined;
      } catch {
        return undefined;
      }
      return {
        contents: {
          imageOf: saved.imageOf,
          lastSeq: BigInt(saved.lastSeq),
          lastImageId: saved.lastImageId,
          size: saved.size,
        },
        graphPath,
      };
    },

    /** Saves a snapshot: `saveGraph` writes the graph to the path it is given. */
    write(saveGraph: (graphPath: string) => void, contents: SnapshotContents): void {
      mkdirSync(dir, { recursive: true });
      const graph = `${name}-${randomBytes(6).toString('hex')}.usearch`;
      saveGraph(path.join(dir, graph));
      const saved: SavedSnapshot = {
        graph,
        sha256: fileSha256(path.join(dir, graph)),
        lastSeq: contents.lastSeq.toString(),
        lastImageId: contents.lastImageId,
        size: contents.size,
        imageOf: contents.imageOf,
      };
      const pending = `${descriptionFile}.${graph}.tmp`;
      writeFileSync(pending, JSON.stringify(saved));
      renameSync(pending, descriptionFile);
      for (const file of readdirSync(dir)) {
        if (!file.startsWith(`${name}-`) && !file.startsWith(`${name}.json.`)) continue;
        if (file === graph) continue;
        const full = path.join(dir, file);
        try {
          if (Date.now() - statSync(full).mtimeMs > ORPHAN_AGE_MS) rmSync(full, { force: true });
        } catch {
          // Removed by another process meanwhile.
        }
      }
    },
  };
}
