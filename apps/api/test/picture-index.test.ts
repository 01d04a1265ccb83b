// The picture index kept between starts (ADR 2803), on a real database: a restart takes the
// saved index and reads only what was written since; a snapshot whose last description the
// database no longer holds, or whose files are damaged, is left for an index built anew.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { DESCRIPTOR_DIMENSIONS, DESCRIPTOR_VERSION } from '../src/modules/visual-search/descriptor';
import { createPictureIndex, SNAPSHOT_NAME } from '../src/modules/visual-search/picture-index';
import { visualSearchRepository } from '../src/modules/visual-search/repository';
import { createTestDatabase, DB_KINDS, type TestDatabase } from './helpers';

/** A random unit vector, the same for the same seed. */
function vectorFor(seed: number): Float32Array {
  const v = new Float32Array(DESCRIPTOR_DIMENSIONS);
  let s = seed * 7919 + 1;
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    v[i] = s / 0x7fffffff - 0.5;
    norm += v[i]! * v[i]!;
  }
  for (let i = 0; i < v.length; i++) v[i]! /= Math.sqrt(norm);
  return v;
}

const PICTURES = 60;
const pictureId = (n: number) => `pic-${n}`;

describe.each(DB_KINDS)('the picture index between starts (%s)', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let snapshotDir: string;
  const repository = () => visualSearchRepository(database.db);
  const describeAll = (from: number, to: number) =>
    repository().saveMany(
      Array.from({ length: to - from }, (_, k) => ({
        imageId: pictureId(from + k),
        hash: `hash-${from + k}`,
        vector: vectorFor(from + k),
      })),
      DESCRIPTOR_VERSION,
    );
  const nearestTo = (index: ReturnType<typeof createPictureIndex>, n: number) =>
    index.nearest(vectorFor(n), 1)[0]?.imageId;
  const graphs = () => readdirSync(path.join(snapshotDir, 'picture-index')).filter((f) => f.endsWith('.usearch'));

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    database = await testDatabase.open();
    await migrate(database);
    snapshotDir = mkdtempSync(path.join(tmpdir(), 'store-picture-index-'));
    await describeAll(0, PICTURES);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
    rmSync(snapshotDir, { recursive: true, force: true });
  });

  it('a restart takes the saved index, then reads what was written since', async () => {
    const first = createPictureIndex(repository(), { snapshotDir });
    await first.build();
    expect(first.size).toBe(PICTURES);
    expect(nearestTo(first, 7)).toBe(pictureId(7));
    expect(graphs()).toHaveLength(1);

    // The database keeps only the last description the snapshot holds, and gains a new one: an
    // index built anew would hold two pictures; the snapshot still knows the others.
    await database.db.execute(sql`DELETE FROM picture_descriptions WHERE image_id <> ${pictureId(PICTURES - 1)}`);
    await describeAll(PICTURES, PICTURES + 1);
    const errors: unknown[] = [];
    const second = createPictureIndex(repository(), { snapshotDir, onError: (err) => errors.push(err) });
    await second.build();
    expect(errors).toEqual([]);
    expect(second.size).toBe(PICTURES + 1);
    expect(nearestTo(second, 7)).toBe(pictureId(7));
    expect(nearestTo(second, PICTURES)).toBe(pictureId(PICTURES));
    // It saved what it read on top: the next start finds the new picture in the snapshot.
    const saved = JSON.parse(readFileSync(path.join(snapshotDir, 'picture-index', `${SNAPSHOT_NAME}.json`), 'utf8'));
    expect(saved.imageOf).toHaveLength(PICTURES + 1);
    expect(saved.lastImageId).toBe(pictureId(PICTURES));
  });

  it('a picture described anew after the save replaces its saved place', async () => {
    // pic-3 comes back with another look (a new seq): the index finds it by the new one only.
    await repository().saveMany(
      [{ imageId: pictureId(3), hash: 'hash-3-again', vector: vectorFor(1003) }],
      DESCRIPTOR_VERSION,
    );
    const index = createPictureIndex(repository(), { snapshotDir });
    await index.build();
    expect(nearestTo(index, 1003)).toBe(pictureId(3));
    expect(index.nearest(vectorFor(3), 3).map((m) => m.imageId)).not.toContain(pictureId(3));
  });

  it('a snapshot whose last description the database no longer holds is not taken', async () => {
    const [last] = await selectRows<{ image_id: string }>(
      database.db,
      sql`SELECT image_id FROM picture_descriptions ORDER BY seq DESC LIMIT 1`,
    );
    // Described anew: the database holds that picture under another seq than the snapshot names.
    await repository().saveMany(
      [{ imageId: last!.image_id, hash: 'moved', vector: vectorFor(2000) }],
      DESCRIPTOR_VERSION,
    );
    const [{ count }] = (await selectRows<{ count: number | string }>(
      database.db,
      sql`SELECT count(*) AS count FROM picture_descriptions`,
    )) as [{ count: number | string }];
    const index = createPictureIndex(repository(), { snapshotDir });
    await index.build();
    // Built from the database alone: only what it holds.
    expect(index.size).toBe(Number(count));
    expect(index.nearest(vectorFor(7), 5).map((m) => m.imageId)).not.toContain(pictureId(7));
  });

  it('a damaged snapshot is left, and the index is built anew', async () => {
    const dir = path.join(snapshotDir, 'picture-index');
    const built = createPictureIndex(repository(), { snapshotDir });
    await built.build();
    for (const graph of graphs()) writeFileSync(path.join(dir, graph), 'not a graph');
    // Not even tried: usearch takes half a minute to refuse such a file, or ends the process.
    const errors: unknown[] = [];
    const index = createPictureIndex(repository(), { snapshotDir, onError: (err) => errors.push(err) });
    await index.build();
    expect(errors).toEqual([]);
    expect(index.size).toBe(built.size);
    expect(nearestTo(index, PICTURES)).toBe(pictureId(PICTURES));

    // A description naming a file outside its folder is not followed, even when its hash agrees
    // (usearch given that file ends the process).
    const description = path.join(dir, `${SNAPSHOT_NAME}.json`);
    const outside = path.join(dir, '..', 'outside.usearch');
    writeFileSync(outside, 'not a graph');
    const saved = JSON.parse(readFileSync(description, 'utf8'));
    const sha256 = createHash('sha256').update('not a graph').digest('hex');
    writeFileSync(description, JSON.stringify({ ...saved, graph: path.relative(dir, outside), sha256 }));
    const again = createPictureIndex(repository(), { snapshotDir, onError: (err) => errors.push(err) });
    await again.build();
    expect(errors).toEqual([]);
    expect(again.size).toBe(index.size);

    writeFileSync(description, '{"graph": ');
    const last = createPictureIndex(repository(), { snapshotDir });
    await last.build();
    expect(last.size).toBe(index.size);
  });
});
