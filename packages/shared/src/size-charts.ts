// Size charts as data (ADR 2906): a category's default chart, by the audience it is cut for.
// An operator's mapping file may give a brand its own chart for a category; the server answers
// that one first (GET /api/products/{id}/size-chart).
import { z } from 'zod';

const cell = z.string().trim().max(40);

/** A chart: its column names (the first is the size) and one row per size. */
export const sizeChartSchema = z
  .object({
    columns: z.array(cell.min(1)).min(2).max(8),
    rows: z.array(z.array(cell)).min(1).max(40),
  })
  .strict()
  .refine((c) => c.rows.every((r) => r.length === c.columns.length), 'every row has one value per column');
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** What the product page's size chart sheet reads: the chart, with whose it is. */
export const productSizeChartSchema = z.object({
  /** True when the brand's own chart (the operator's mapping file), false for the store's default. */
  brandChart: z.boolean(),
  brand: z.string(),
  chart: sizeChartSchema,
});
export type ProductSizeChart = z.infer<typeof productSizeChartSchema>;

type Cut = 'upper' | 'lower';

/** Which cut a category's chart measures; a category not named here (sarees, lehengas) has none. */
const CUT_OF_CATEGORY: Readonly<Record<string, Cut>> = {
  Kurta: 'upper',
  Ethnic: 'upper',
  Dresses: 'upper',
  Tops: 'upper',
  'Crop Tops': 'upper',
  Corsets: 'upper',
  Hoodies: 'upper',
  Sweatshirts: 'upper',
  Shirts: 'upper',
  'T-Shirts': 'upper',
  Activewear: 'upper',
  Formal: 'upper',
  Party: 'upper',
  Casual: 'upper',
  Jeans: 'lower',
  Trousers: 'lower',
  Chinos: 'lower',
  Joggers: 'lower',
  Skirts: 'lower',
  Bottoms: 'lower',
};

/** Body measurements in inches, as Indian stores publish them. */
const CHARTS: Readonly<Record<'women' | 'men', Record<Cut, SizeChart>>> = {
  women: {
    upper: {
      columns: ['Size', 'Bust (in)', 'Waist (in)', 'Hip (in)'],
      rows: [
        ['XS', '32', '26', '35'],
        ['S', '34', '28', '37'],
        ['M', '36', '30', '39'],
        ['L', '38', '32', '41'],
        ['XL', '40', '34', '43'],
        ['XXL', '42', '36', '45'],
        ['3XL', '44', '38', '47'],
      ],
    },
    lower: {
      columns: ['Size', 'Waist (in)', 'Hip (in)'],
      rows: [
        ['XS', '26', '35'],
        ['S', '28', '37'],
        ['M', '30', '39'],
        ['L', '32', '41'],
        ['XL', '34', '43'],
        ['XXL', '36', '45'],
        ['26', '26', '36'],
        ['28', '28', '38'],
        ['30', '30', '40'],
        ['32', '32', '42'],
        ['34', '34', '44'],
        ['36', '36', '46'],
      ],
    },
  },
  men: {
    upper: {
      columns: ['Size', 'Chest (in)', 'Shoulder (in)', 'Length (in)'],
      rows: [
        ['XS', '36', '16.5', '27'],
        ['S', '38', '17', '28'],
        ['M', '40', '17.5', '29'],
        ['L', '42', '18', '30'],
        ['XL', '44', '18.5', '31'],
        ['XXL', '46', '19', '32'],
        ['3XL', '48', '19.5', '33'],
      ],
    },
    lower: {
      columns: ['Size', 'Waist (in)', 'Inseam (in)'],
      rows: [
        ['S', '30', '31'],
        ['M', '32', '32'],
        ['L', '34', '32'],
        ['XL', '36', '32'],
        ['XXL', '38', '32'],
        ['28', '28', '30'],
        ['30', '30', '31'],
        ['32', '32', '32'],
        ['34', '34', '32'],
        ['36', '36', '32'],
        ['38', '38', '32'],
      ],
    },
  },
};

/** The store's default chart of a category for an audience, or undefined when it has none. */
export function defaultSizeChart(category: string, gender: 'women' | 'men'): SizeChart | undefined {
  const cut = CUT_OF_CATEGORY[category];
  return cut ? CHARTS[gender][cut] : undefined;
}

/**
 * The chart's rows of the product's own sizes, in the product's order; undefined when none of
 * them is in the chart (a "Free Size" kurta has no chart to show).
 */
export function chartForSizes(chart: SizeChart, sizes: readonly string[]): SizeChart | undefined {
  const bySize = new Map(chart.rows.map((r) => [r[0]!.toUpperCase(), r]));
  const rows = sizes.map((s) => bySize.get(s.toUpperCase())).filter((r): r is string[] => r !== undefined);
  return rows.length ? { columns: chart.columns, rows } : undefined;
}
