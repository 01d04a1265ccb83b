// Visual search (docs/api.md, Search; ADRs 2800, 2801, 2805): a shopper's photo is described in memory (by
// the describer's child, describer.ts) and looked up in the picture index; its nearest ten
// products are ordered again with the garment's colour. "Similar products" looks up a product's
// own picture and weighs kind, colour family and price band on top of the likeness. The index is
// built in the background at start; until then (and until the main pictures a fresh catalogue
// brought are described) both calls answer the maintenance message.
import { setImmediate as giveBackTheLoop } from 'node:timers/promises';
import type { Product } from '@store/shared/product';
import { toProduct, type PageRequest, type ProductPage, type ProductRow } from '../catalog/product-view';
import { colourDifference, DESCRIPTOR_VERSION, networkDistance } from './descriptor';
import { currentDemoDescriptions } from './demo-descriptions';
import { searchDescriber, sharedDescriber, type PictureDescriber } from './describer';
import { GARMENT_KINDS, productKind, type GarmentKind } from './garment-kind';
import { KIND_CLASSES, NOT_A_GARMENT } from './kind-classifier';
import { createPictureIndex, type PictureMatch } from './picture-index';
import { contentHash, type VisualSearchRepository } from './repository';

/** Pictures looked up per search: the products they lead to are the results, best first. */
const NEAREST_PICTURES = 240;
/**
 * Of those, the nearest this many (each look's) are ordered by their stored descriptions:
 * offline the index's nearest 24–64 held every exact search's top one (ADR 2802), and reading
 * them is the search's main database cost (on PGlite under load, 128 took 120 ms, 480 took 470).
 */
const EXACT_PICTURES = 48;
/** Rows read for those pictures at most (a picture many products share must not read them all). */
const MAX_PRODUCT_ROWS = 600;
/** What a difference in kind, colour family and price band adds to the distance of "similar". */
const SIMILAR_PENALTY = { kind: 0.6, colourFamily: 0.04, priceBand: 0.03 } as const;
/**
 * Pictures whose descriptions known ahead are stored per statement. On the embedded database a
 * batch's two statements hold the event loop: 250 held it for 120–150 ms on a fresh start under
 * traffic, 50 for 50–75 ms, 20 for about 25 ms.
 */
const KNOWN_BATCH = 20;
/**
 * A photo search answers at most this many products (ADR 4901): the photo's kind first, then
 * the rest; a short list the shopper can trust, not half the catalogue.
 */
export const PHOTO_RESULTS = 24;
/**
 * A photo whose nearest picture is this near (the network's cosine distance) shows one of the
 * store's own garments: the bench's phone photos of the drawings were 0.009–0.016 from their
 * nearest (5th–95th percentile), its real photos 0.029–0.051. Such a photo is ordered as ADR 2802
 * did (the nearest three vote on the kind, a nudge of SEARCH_KIND_PENALTY); any other by the
 * kind classifier (ADR 4901).
 */
const NEAR_TWIN = 0.022;
/** How many of the nearest products vote on a near twin's kind (ADR 2802). */
const KIND_VOTERS = 3;
/**
 * A near twin's products of another kind than the nearest few agree on fall behind by this
 * (cosine distance; the nearest ten are typically 0.012–0.018 away, ADR 2802): a nudge, so a far
 * nearer product of another kind still shows. The nearest product keeps the first place.
 */
const SEARCH_KIND_PENALTY = 0.002;
/**
 * A photo search's nearest this many products are ordered again with their garment's colour
 * (ADR 2805): the network tells cuts apart far better than colours, so a cut's twin in another
 * colour often stood first. Only their order changes, never which products are among them.
 */
const COLOUR_ORDERED = 10;
/**
 * What a colour difference (CIELAB) adds there: garments 10 apart are as far as 0.002 of the
 * network's distance, about the spread of a photo's nearest ten (ADR 2802). On the bench it was
 * best among 0.0002–0.004 on two seeds of queries.
 */
const COLOUR_WEIGHT = 0.0002;

export class IndexNotReady extends Error {}

/** A photo search's answer: the page, the classifier's kinds it put first (none: a near twin, or no garment), and how near its nearest picture was (the bench reads it). */
export interface PhotoPage extends ProductPage {
  kinds: GarmentKind[];
  nearest?: number;
}

export interface VisualSearchOptions {
  /** Describe the stored pictures that have no description yet, in the background (the server does). */
  describeStored: boolean;
  /** Where pictures are described: the process's child at the lowest priority unless a test gives its own. */
  describer?: PictureDescriber;
  /** Where shoppers' photos are described: the process's child at normal priority unless a test gives its own. */
  searchDescriber?: PictureDescriber;
  /** Where the picture index is saved between starts (the server's DATA_DIR); none keeps it in memory only. */
  snapshotDir?: string;
  onError?: (err: unknown, imageId?: string) => void;
}

/** Describes one picture and stores it, unless these very bytes are already described. */
export async function describeOnce(
  repository: VisualSearchRepository,
  imageId: string,
  bytes: Buffer,
  contentType: string,
  describer: PictureDescriber = sharedDescriber(),
  /** Descriptions known ahead by content hash (demo-descriptions.ts): taken instead of describing. */
  known?: ReadonlyMap<string, Float32Array>,
): Promise<boolean> {
  const hash = contentHash(bytes);
  if (await repository.isDescribed(imageId, hash, DESCRIPTOR_VERSION)) return false;
  const vector = known?.get(hash) ?? (await describer.describe(bytes, { svg: contentType === 'image/svg+xml' })).vector;
  await repository.save(imageId, hash, DESCRIPTOR_VERSION, vector);
  return true;
}

/**
 * A photo of one of the store's own garments (a near twin): the products of the kind the nearest
 * few agree on (each voting for the kind of every one of them it shares a kind with, by its
 * likeness) ahead by SEARCH_KIND_PENALTY; the nearest product stays first (ADR 2802). Its nearest
 * ten are then ordered again by colour (ADR 2805).
 */
function nearestKindFirst(ranked: RankedProduct[]): RankedProduct[] {
  const voters = ranked.slice(0, KIND_VOTERS);
  if (voters.length < 2) return ranked;
  const support = voters.map((v) => voters.reduce((sum, w) => sum + (sameKind(v.row, w.row) ? 1 - w.distance : 0), 0));
  const kind = voters[support.indexOf(Math.max(...support))]!.row;
  const [first, ...rest] = ranked;
  const scored = rest.map((r) => ({ r, score: r.distance + (sameKind(r.row, kind) ? 0 : SEARCH_KIND_PENALTY) }));
  scored.sort((a, b) => a.score - b.score || (a.r.row.id < b.r.row.id ? -1 : 1));
  return colourAmongNearest([first!, ...scored.map((s) => s.r)]);
}

/**
 * The kinds the classifier sees in a photo (ADR 4901), likeliest first: its two likeliest
 * garment kinds, or none when "not a garment" is likelier than any.
 */
export function classifiedKinds(probabilities: ArrayLike<number>): GarmentKind[] {
  const p = Array.from(probabilities);
  if (p.length === 0 || p.indexOf(Math.max(...p)) === KIND_CLASSES.indexOf(NOT_A_GARMENT)) return [];
  return [...GARMENT_KINDS].sort((a, b) => p[KIND_CLASSES.indexOf(b)]! - p[KIND_CLASSES.indexOf(a)]!).slice(0, 2);
}

/**
 * Any other photo (ADR 4901): the products of its likeliest kind, except that the third place is
 * the nearest of its second likeliest (the classifier's second guess was right for most of the
 * photos its first missed); then the rest. Each part is ordered by likeness, its nearest ten again
 * by colour (ADR 2805). A product whose title and category name no kind counts as another kind.
 */
function kindFirst(ranked: RankedProduct[], [first, second]: GarmentKind[]): RankedProduct[] {
  const kindOf = (r: RankedProduct) => productKind(r.row.title, r.row.category);
  const likeliest = colourAmongNearest(ranked.filter((r) => kindOf(r) === first));
  const next = colourAmongNearest(ranked.filter((r) => second !== undefined && kindOf(r) === second));
  const rest = colourAmongNearest(
    ranked.filter((r) => kindOf(r) !== first && (second === undefined || kindOf(r) !== second)),
  );
  return [...likeliest.slice(0, 2), ...next.slice(0, 1), ...likeliest.slice(2), ...next.slice(1), ...rest];
}

/** A picture found, at its distance; pictures ordered by their stored descriptions also have their colour's difference. */
interface FoundPicture extends PictureMatch {
  colour?: number;
}

export interface RankedProduct {
  row: ProductRow;
  distance: number;
  /** The colour difference of its nearest picture, where known. */
  colour?: number;
}

/** Products ranked by the closest of their pictures among `matches`. */
function rankProducts(rows: ProductRow[], matches: FoundPicture[]): RankedProduct[] {
  const found = new Map(matches.map((m) => [m.imageId, m]));
  const ranked = rows.map((row) => {
    let nearest: FoundPicture | undefined;
    for (const id of [row.imageId, ...row.additionalImageIds]) {
      const match = found.get(id);
      if (match && match.distance < (nearest?.distance ?? Infinity)) nearest = match;
    }
    return { row, distance: nearest?.distance ?? Infinity, colour: nearest?.colour };
  });
  return ranked.sort((a, b) => a.distance - b.distance || (a.row.id < b.row.id ? -1 : 1));
}

/** The first COLOUR_ORDERED products ordered again with their colour's difference (unknown counts as the largest). */
function colourAmongNearest(ranked: RankedProduct[]): RankedProduct[] {
  const nearest = ranked.slice(0, COLOUR_ORDERED);
  const worst = Math.max(0, ...nearest.map((r) => r.colour ?? 0));
  const score = (r: RankedProduct) => r.distance + COLOUR_WEIGHT * (r.colour ?? worst);
  const ordered = nearest
    .map((r, at) => ({ r, at, score: score(r) }))
    .sort((a, b) => a.score - b.score || a.at - b.at)
    .map((s) => s.r);
  return [...ordered, ...ranked.slice(COLOUR_ORDERED)];
}

/**
 * A product's kind: its category, or the garment its title ends with ("… Straight Kurta"), since
 * a category may be an occasion (Party, Ethnic) that holds many kinds.
 */
const kindWord = (title: string) => (title.trim().split(/\s+/).at(-1) ?? '').toLowerCase().replace(/s$/, '');
const sameKind = (a: ProductRow, b: ProductRow) => a.category === b.category || kindWord(a.title) === kindWord(b.title);

const priceBand = (price: number) => Math.floor(Math.log2(Math.max(1, price) / 250));

export function visualSearchService(repository: VisualSearchRepository, options: VisualSearchOptions) {
  const index = createPictureIndex(repository, { snapshotDir: options.snapshotDir, onError: options.onError });
  const describer = options.describer ?? sharedDescriber();
  const photos = () => options.searchDescriber ?? options.describer ?? searchDescriber();
  let ready = false;
  let stopped = false;

  /**
   * Stores the descriptions known ahead of these pictures a batch at a time (hashed in the
   * database: a fresh demo server stores 2,000 in a second or two, not 30 s of reads one by one)
   * and answers the pictures left to describe.
   */
  async function storeKnown(ids: string[], known: ReadonlyMap<string, Float32Array>): Promise<string[]> {
    if (known.size === 0) return ids;
    const left: string[] = [];
    for (let at = 0; at < ids.length && !stopped; at += KNOWN_BATCH) {
      const batch = ids.slice(at, at + KNOWN_BATCH);
      try {
        const hashes = await repository.contentHashes(batch);
        const rows = batch.flatMap((imageId) => {
          const hash = hashes.get(imageId);
          const vector = hash === undefined ? undefined : known.get(hash);
          return vector ? [{ imageId, hash: hash!, vector }] : [];
        });
        await repository.saveMany(rows, DESCRIPTOR_VERSION);
        const stored = new Set(rows.map((r) => r.imageId));
        left.push(...batch.filter((imageId) => !stored.has(imageId)));
      } catch (err) {
        options.onError?.(err);
        left.push(...batch); // described one by one below
      }
      await giveBackTheLoop();
    }
    return left;
  }

  async function describe(all: string[], known: ReadonlyMap<string, Float32Array>): Promise<void> {
    const ids = await storeKnown(all, known);
    for (const id of ids) {
      if (stopped) return;
      try {
        const picture = await repository.picture(id);
        if (picture) await describeOnce(repository, id, picture.data, picture.contentType, describer, known);
      } catch (err) {
        options.onError?.(err, id);
      }
      // One picture at a time, and the event loop between them: shoppers' requests go first.
      await giveBackTheLoop();
    }
  }

  /**
   * The pictures nearest any of `looks`. The index (a coarse projection in 8 bits) finds them,
   * too coarsely to order near-twins (ADR 2802: 4–7 points of top-1): the first EXACT_PICTURES
   * of each look are ordered by their stored descriptions, read at once, at their exact distance
   * from the nearer look; the rest follow them in the index's order.
   */
  async function exactMatches(looks: Float32Array[]): Promise<FoundPicture[]> {
    const found = looks.map((look) => index.nearest(look, NEAREST_PICTURES));
    const first = new Set(found.flatMap((matches) => matches.slice(0, EXACT_PICTURES).map((m) => m.imageId)));
    const stored = await repository.vectorsOf([...first], DESCRIPTOR_VERSION);
    const distance = new Map<string, number>();
    const colour = new Map<string, number>();
    for (const [imageId, vector] of stored) {
      distance.set(imageId, Math.min(...looks.map((look) => networkDistance(look, vector))));
      // Both looks carry the photo's one garment colour.
      colour.set(imageId, colourDifference(looks[0]!, vector));
    }
    // The rest come after every picture ordered exactly, yet near enough that "similar"'s
    // penalties for another kind, colour or price still weigh as they did.
    const after = Math.max(0, ...distance.values());
    for (const m of found.flat())
      if (!first.has(m.imageId))
        distance.set(m.imageId, Math.min(distance.get(m.imageId) ?? Infinity, after + m.distance));
    return [...distance].map(([imageId, d]) => ({ imageId, distance: d, colour: colour.get(imageId) }));
  }

  async function ensureReady(): Promise<void> {
    if (!ready) throw new IndexNotReady();
    await index.refresh();
  }

  return {
    /**
     * Builds the index from the stored descriptions. Asked to describe the stored pictures that
     * have none, it describes the main pictures first, opens, then describes the other views
     * (each search adds what was written since the last).
     */
    async start(): Promise<void> {
      const missing = options.describeStored ? await repository.undescribedPictures(DESCRIPTOR_VERSION) : [];
      // The demo's drawings are described ahead (demo-descriptions.ts); read only when needed.
      const known = missing.length > 0 ? currentDemoDescriptions() : new Map<string, Float32Array>();
      await describe(
        missing.filter((p) => p.main).map((p) => p.id),
        known,
      );
      if (stopped) return;
      await index.build();
      ready = true;
      await describe(
        missing.filter((p) => !p.main).map((p) => p.id),
        known,
      );
    },
    stop() {
      stopped = true;
      // What was read since the last save, so that the next start need not read it again.
      if (ready) index.save();
    },
    get ready() {
      return ready;
    },

    /**
     * Products most like the photo, at most PHOTO_RESULTS: its kinds first (ADR 4901). A picture
     * of nothing, or of no garment, finds nothing.
     */
    async searchByImage(bytes: Buffer, gender: 'women' | 'men' | undefined, page: PageRequest): Promise<PhotoPage> {
      await ensureReady();
      // The whole photo, and the garment found in it: a product is as near as the nearer (ADR 2802).
      const description = await photos().describe(bytes, { garment: true });
      if (description.blank) return { items: [], total: 0, kinds: [] };
      const looks = [description.vector, ...(description.garmentVector ? [description.garmentVector] : [])];
      const matches = await exactMatches(looks);
      const rows = await repository.productsShowing(
        matches.map((m) => m.imageId),
        gender,
        MAX_PRODUCT_ROWS,
      );
      const nearest = rankProducts(rows, matches);
      const twin = nearest[0] !== undefined && nearest[0].distance < NEAR_TWIN;
      const kinds = twin ? [] : classifiedKinds(description.kinds ?? []);
      if (!twin && kinds.length === 0) return { items: [], total: 0, kinds, nearest: nearest[0]?.distance };
      const ranked = (twin ? nearestKindFirst(nearest) : kindFirst(nearest, kinds)).slice(0, PHOTO_RESULTS);
      return {
        items: ranked.slice(page.offset, page.offset + page.limit).map((r) => toProduct(r.row)),
        total: ranked.length,
        kinds,
        nearest: nearest[0]?.distance,
      };
    },

    /** Products like this one, never itself; undefined for an unknown id. */
    async similar(productId: string, limit: number): Promise<Product[] | undefined> {
      await ensureReady();
      const product = await repository.product(productId);
      if (!product) return undefined;
      let vector: Float32Array | undefined;
      for (const id of [product.imageId, ...product.additionalImageIds]) {
        vector = await repository.vectorOf(id, DESCRIPTOR_VERSION);
        if (vector) break;
      }
      if (!vector) return [];
      const matches = await exactMatches([vector]);
      const rows = await repository.productsShowing(
        matches.map((m) => m.imageId),
        undefined,
        MAX_PRODUCT_ROWS,
      );
      const scored = rankProducts(
        rows.filter((r) => r.id !== product.id),
        matches,
      ).map(({ row, distance }) => ({
        row,
        score:
          distance +
          (sameKind(row, product) ? 0 : SIMILAR_PENALTY.kind) +
          (row.colorFamily === product.colorFamily ? 0 : SIMILAR_PENALTY.colourFamily) +
          (priceBand(row.price) === priceBand(product.price) ? 0 : SIMILAR_PENALTY.priceBand),
      }));
      scored.sort((a, b) => a.score - b.score || (a.row.id < b.row.id ? -1 : 1));
      return scored.slice(0, limit).map((s) => toProduct(s.row));
    },
  };
}

export type VisualSearchService = ReturnType<typeof visualSearchService>;
