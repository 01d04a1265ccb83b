// An alert's line in the activity feed: the product, and its old and new price in rupees, in the
// page's language.
import { formatRupees } from '@store/shared/money';
import type { ActivityItem } from '@store/shared/social';
import { activityWords as w } from '../../../lib/i18n/screens/activity';

export const isAlert = (item: ActivityItem) => item.type === 'price-drop' || item.type === 'back-in-stock';

export function alertText(item: ActivityItem): string {
  const title = item.title ?? w('someItem');
  const whose = item.from ? w('wishedBy', { name: item.from.name }) : '';
  const { oldPrice, newPrice } = item;
  if (item.type === 'back-in-stock')
    return (
      (newPrice === undefined
        ? w('backInStock', { title })
        : w('backInStockAt', { title, price: formatRupees(newPrice) })) + whose
    );
  return (
    (oldPrice === undefined || newPrice === undefined
      ? w('priceDrop', { title })
      : w('priceDropFromTo', { title, price: formatRupees(newPrice), oldPrice: formatRupees(oldPrice) })) + whose
  );
}
