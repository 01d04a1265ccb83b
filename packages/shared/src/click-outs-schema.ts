// The operator's click-out report (GET /operator/report, `npm run report`): its zod schema.
import { z } from 'zod';

const countedProduct = z.object({ productId: z.string(), title: z.string(), brand: z.string(), count: z.number() });

/** GET /operator/report?days=N: what `npm run report` prints. */
export const clickOutReportSchema = z.object({
  days: z.number(),
  since: z.string(),
  clickOuts: z.array(countedProduct),
  cartAdds: z.array(countedProduct),
  copies: z.array(countedProduct),
  clickOutsBySource: z.array(z.object({ source: z.string(), count: z.number() })),
});
export type ClickOutReport = z.infer<typeof clickOutReportSchema>;
