// SQL of pictures as the server serves them: an original's bytes by id (variants live on disk).
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { images } from '../../db/schema/catalog';

export function imagesRepository(db: AppDb) {
  return {
    async original(id: string): Promise<Buffer | undefined> {
      const rows = await db.select({ data: images.data }).from(images).where(eq(images.id, id)).limit(1);
      return rows[0]?.data;
    },
  };
}
