// The demo catalogue's drawings, described ahead (ADR 2801): the same drawings always give the
// same descriptions under one DESCRIPTOR_VERSION, so they ship as data (demo-descriptions.bin,
// written by `npm run describe-demo`) and a fresh demo server opens image search in seconds
// instead of minutes of network work. A picture is taken from the file only when its bytes hash
// to a stored entry and the file's version is the current one; anything else is described.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESCRIPTOR_DIMENSIONS, DESCRIPTOR_VERSION } from './descriptor';

/** Beside this file in the sources, beside server.mjs in the bundle (scripts/build-api.mjs copies it). */
export const DEMO_DESCRIPTIONS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-descriptions.bin');

/** Hash bytes per entry: repository.ts's contentHash is 40 hex digits. */
const HASH_BYTES = 20;
const HEADER_BYTES = 12;

export interface DemoDescriptions {
  version: number;
  /** By the content hash of the picture's bytes (repository.ts contentHash). */
  byHash: Map<string, Float32Array>;
}

/** Version, dimensions, count (uint32 LE), then each entry: its hash's 20 bytes and its floats (LE). */
export function encodeDemoDescriptions(version: number, entries: { hash: string; vector: Float32Array }[]): Buffer {
  const entryBytes = HASH_BYTES + DESCRIPTOR_DIMENSIONS * 4;
  const out = Buffer.alloc(HEADER_BYTES + entries.length * entryBytes);
  out.writeUInt32LE(version, 0);
  out.writeUInt32LE(DESCRIPTOR_DIMENSIONS, 4);
  out.writeUInt32LE(entries.length, 8);
  entries.forEach(({ hash, vector }, i) => {
    const at = HEADER_BYTES + i * entryBytes;
    out.write(hash, at, HASH_BYTES, 'hex');
    for (let d = 0; d < DESCRIPTOR_DIMENSIONS; d++) out.writeFloatLE(vector[d]!, at + HASH_BYTES + d * 4);
  });
  return out;
}

export function decodeDemoDescriptions(bytes: Buffer): DemoDescriptions {
  const version = bytes.readUInt32LE(0);
  const dimensions = bytes.readUInt32LE(4);
  const count = bytes.readUInt32LE(8);
  const entryBytes = HASH_BYTES + dimensions * 4;
  if (bytes.length !== HEADER_BYTES + count * entryBytes) throw new Error('demo descriptions: truncated file');
  const byHash = new Map<string, Float32Array>();
  for (let i = 0; i < count; i++) {
    const at = HEADER_BYTES + i * entryBytes;
    const vector = new Float32Array(dimensions);
    for (let d = 0; d < dimensions; d++) vector[d] = bytes.readFloatLE(at + HASH_BYTES + d * 4);
    byHash.set(bytes.toString('hex', at, at + HASH_BYTES), vector);
  }
  return { version, byHash };
}

/** The shipped descriptions of the current version; none when the file is absent or of another version. */
export function currentDemoDescriptions(file = DEMO_DESCRIPTIONS_FILE): Map<string, Float32Array> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return new Map();
  }
  const stored = decodeDemoDescriptions(bytes);
  return stored.version === DESCRIPTOR_VERSION ? stored.byHash : new Map();
}
