// A brand's own size charts in the operator's mapping file (ADR 2906): the JSON form may carry
// `"sizeCharts": {"<Brand>": {"<Store Category>": {"columns": [...], "rows": [[...]]}}}` beside
// its category pairs. An import writes them; the product page's chart reads the brand's first.
import { sizeChartSchema, type SizeChart } from '@store/shared/size-charts';
import { STORE_CATEGORIES } from './categories';

export const SIZE_CHARTS_KEY = 'sizeCharts';

export interface BrandSizeChart {
  brand: string;
  category: string;
  chart: SizeChart;
}

/** The mapping file's brand charts; none for the line form or a file without the key. Throws on a bad chart. */
export function parseSizeCharts(text: string): BrandSizeChart[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const charts = (json as Record<string, unknown> | null)?.[SIZE_CHARTS_KEY];
  if (charts === undefined) return [];
  if (!charts || typeof charts !== 'object' || Array.isArray(charts))
    throw new Error(`"${SIZE_CHARTS_KEY}" must be an object of brands`);
  const byLower = new Map(STORE_CATEGORIES.map((c) => [c.toLowerCase(), c]));
  // By brand and category: a category named twice ("kurta", "Kurta") keeps the last.
  const out = new Map<string, BrandSizeChart>();
  for (const [brand, byCategory] of Object.entries(charts as Record<string, unknown>)) {
    if (!brand.trim() || !byCategory || typeof byCategory !== 'object' || Array.isArray(byCategory))
      throw new Error(`size charts of "${brand}" must be an object of store categories`);
    for (const [name, chart] of Object.entries(byCategory as Record<string, unknown>)) {
      const category = byLower.get(name.trim().toLowerCase());
      if (!category) throw new Error(`size chart "${brand}" / "${name}": not a store category`);
      const parsed = sizeChartSchema.safeParse(chart);
      if (!parsed.success)
        throw new Error(
          `size chart "${brand}" / "${category}": ${parsed.error.issues.map((i) => i.message).join('; ')}`,
        );
      out.set(`${brand.trim()}\0${category}`, { brand: brand.trim(), category, chart: parsed.data });
    }
  }
  return [...out.values()];
}
