// Visual search SQL (migration 2800): stored picture descriptions, the pictures still to
// describe, and the available products a set of found pictures leads to.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type AppDb } from '../../db/client';
import { products } from '../../db/schema/catalog';
import type { ProductRow } from '../catalog/product-view';

export interface StoredDescription {
  imageId: string;
  vector: Float32Array;
  seq: bigint;
}

/** The hash a description remembers of the bytes it was made from. */
export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 40);

const toBytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
function toVector(bytes: Uint8Array): Float32Array {
  // A copy: the driver's buffer need not be 4-byte aligned.
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer, 0, copy.byteLength / 4);
}

export function visualSearchRepository(db: AppDb) {
  return {
    /** Descriptions written after `afterSeq` of this version, in write order, a batch at a time. */
    async descriptionsAfter(afterSeq: bigint, version: number, batch: number): Promise<StoredDescription[]> {
      const rows = await selectRows<{ image_id: string; vector: Uint8Array; seq: string | number }>(
        db,
        sql`SELECT image_id, vector, seq FROM picture_descriptions
             WHERE seq > ${afterSeq.toString()} AND version = ${version}
             ORDER BY seq LIMIT ${batch}`,
      );
      return rows.map((r) => ({ imageId: r.image_id, vector: toVector(r.vector), seq: BigInt(r.seq) }));
    },

    /** The picture whose description of this version has this seq, if the database holds it. */
    async pictureAt(seq: bigint, version: number): Promise<string | undefined> {
      const rows = await selectRows<{ image_id: string }>(
        db,
        sql`SELECT image_id FROM picture_descriptions WHERE seq = ${seq.toString()} AND version = ${version}`,
      );
      return rows[0]?.image_id;
    },

    async vectorOf(imageId: string, version: number): Promise<Float32Array | undefined> {
      const rows = await selectRows<{ vector: Uint8Array }>(
        db,
        sql`SELECT vector FROM picture_descriptions WHERE image_id = ${imageId} AND version = ${version}`,
      );
      return rows[0] ? toVector(rows[0].vector) : undefined;
    },

    /** The stored descriptions of these pictures, of this version, by picture (one read). */
    async vectorsOf(imageIds: string[], version: number): Promise<Map<string, Float32Array>> {
      if (imageIds.length === 0) return new Map();
      const rows = await selectRows<{ image_id: string; vector: Uint8Array }>(
        db,
        sql`SELECT image_id, vector FROM picture_descriptions
             WHERE image_id = ANY(${sql.param(imageIds)}::text[]) AND version = ${version}`,
      );
      return new Map(rows.map((r) => [r.image_id, toVector(r.vector)]));
    },

    /** Whether this picture, with these bytes, is already described by this version. */
    async isDescribed(imageId: string, hash: string, version: number): Promise<boolean> {
      const rows = await selectRows(
        db,
        sql`SELECT 1 FROM picture_descriptions
             WHERE image_id = ${imageId} AND content_hash = ${hash} AND version = ${version}`,
      );
      return rows.length > 0;
    },

    async save(imageId: string, hash: string, version: number, vector: Float32Array): Promise<void> {
      await this.saveMany([{ imageId, hash, vector }], version);
    },

    /** The content hashes of these pictures (contentHash's), computed where the bytes are. */
    async contentHashes(imageIds: string[]): Promise<Map<string, string>> {
      if (imageIds.length === 0) return new Map();
      const rows = await selectRows<{ id: string; hash: string }>(
        db,
        sql`SELECT id, left(encode(sha256(data), 'hex'), 40) AS hash FROM images
             WHERE id = ANY(${sql.param(imageIds)}::text[])`,
      );
      return new Map(rows.map((r) => [r.id, r.hash]));
    },

    /** Stores many descriptions in one statement, as save does one. */
    async saveMany(rows: { imageId: string; hash: string; vector: Float32Array }[], version: number): Promise<void> {
      if (rows.length === 0) return;
      const values = rows.map((r) => sql`(${r.imageId}, ${r.hash}, ${version}, ${toBytes(r.vector)})`);
      await db.execute(sql`
        INSERT INTO picture_descriptions (image_id, content_hash, version, vector)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (image_id) DO UPDATE
          SET content_hash = excluded.content_hash, version = excluded.version, vector = excluded.vector,
              seq = nextval('picture_descriptions_seq'), described_at = now()
          WHERE picture_descriptions.content_hash <> excluded.content_hash
             OR picture_descriptions.version <> excluded.version`);
    },

    /** Product pictures with no description of this version, main pictures (a product's first) first. */
    async undescribedPictures(version: number): Promise<{ id: string; main: boolean }[]> {
      const rows = await selectRows<{ id: string; main: boolean }>(
        db,
        sql`SELECT i.id, EXISTS (SELECT 1 FROM products p WHERE p.image_id = i.id) AS main
             FROM images i
             LEFT JOIN picture_descriptions d ON d.image_id = i.id AND d.version = ${version}
             WHERE d.image_id IS NULL
               AND (EXISTS (SELECT 1 FROM products p WHERE p.image_id = i.id)
                    OR EXISTS (SELECT 1 FROM products p WHERE p.additional_image_ids @> ARRAY[i.id]))
             ORDER BY main DESC, i.id`,
      );
      return rows.map((r) => ({ id: r.id, main: Boolean(r.main) }));
    },

    async picture(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
      const rows = await selectRows<{ content_type: string; data: Buffer }>(
        db,
        sql`SELECT content_type, data FROM images WHERE id = ${id}`,
      );
      return rows[0] ? { contentType: rows[0].content_type, data: Buffer.from(rows[0].data) } : undefined;
    },

    /** Available products showing any of these pictures (main or additional), optionally of one gender. */
    async productsShowing(imageIds: string[], gender: 'women' | 'men' | undefined, max: number): Promise<ProductRow[]> {
      if (imageIds.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(
          and(
            eq(products.available, true),
            gender ? eq(products.gender, gender) : undefined,
            // One index probe per picture. PostgreSQL guesses that `additional_image_ids && <480
            // ids>` matches nearly every row and scans the table (0.4 s at 20,000 products, about 1 s at
            // 100,000); asked a picture at a time, it reads the GIN index (12 ms at 20,000).
            sql`${products.id} IN (
              SELECT id FROM products WHERE image_id = ANY(${sql.param(imageIds)}::text[])
              UNION ALL
              SELECT shown.id FROM unnest(${sql.param(imageIds)}::text[]) AS picture(id)
                CROSS JOIN LATERAL (SELECT id FROM products WHERE additional_image_ids @> ARRAY[picture.id]) shown)`,
          ),
        )
        .limit(max);
    },

    async product(id: string): Promise<ProductRow | undefined> {
      const rows = await db.select().from(products).where(eq(products.id, id));
      return rows[0];
    },
  };
}

export type VisualSearchRepository = ReturnType<typeof visualSearchRepository>;
