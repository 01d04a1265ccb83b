// /profile/activity: what friends did, newest first — requests, accepted requests, shared
// products and opinions — and price drops and restocks of what the shopper (or a friend)
// wants, each linking where it belongs. A row about a product shows its picture and title
// (ADR 2908). Opening it marks everything seen.
import { Bell, ChevronRight, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ActivityItem } from '@store/shared/social';
import { RowImage } from '../../../components/ui/product-image';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { useActivity } from '../../../features/social/api/get-activity';
import { useWishlist } from '../../../features/social/api/get-wishlist';
import { useMarkActivitySeen } from '../../../features/social/api/mark-activity-seen';
import { alertText, isAlert } from '../../../features/alerts/lib/alert-text';
import { socialScreen } from '../../../features/social/components/social-page';
import { activityTime } from '../../../lib/i18n/screens/activity';
import { socialText } from '../../../lib/i18n/social-text';

export const ActivityRoute = socialScreen(() => socialText().activity, ActivityFeed);

function ActivityFeed() {
  const activity = useActivity();
  const wishlist = useWishlist();
  const seen = useMarkActivitySeen();
  const marked = useRef(false);
  const unseen = activity.data?.unseen ?? 0;
  useEffect(() => {
    if (marked.current || !activity.isSuccess) return;
    marked.current = true;
    if (unseen > 0) seen.mutate();
  }, [activity.isSuccess, unseen, seen]);

  if (activity.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (activity.isError) return <StateMessage tone="error" title={socialText().failedActivity} />;
  if (activity.data.items.length === 0) {
    return (
      <StateMessage
        icon={<Bell size={40} strokeWidth={1.5} />}
        title={socialText().noActivity}
        body={socialText().noActivityBody}
      />
    );
  }

  const inWishlist = new Set((wishlist.data ?? []).map((p) => p.id));
  const target = (item: ActivityItem) => {
    if (item.type === 'friend-request') return '/profile/friend-requests';
    if (item.type === 'request-accepted')
      return `/profile/friends-carts?friendId=${encodeURIComponent(item.from?.id ?? '')}`;
    if (item.type === 'share' || isAlert(item)) return `/products/${encodeURIComponent(item.productId ?? '')}`;
    return item.productId && inWishlist.has(item.productId) ? '/profile/wishlist' : '/cart';
  };
  const text = (item: ActivityItem) => {
    const name = item.from?.name ?? '';
    if (item.type === 'friend-request') return socialText().activityFriendRequest(name);
    if (item.type === 'request-accepted') return socialText().activityAccepted(name);
    if (item.type === 'share') return socialText().activityShare(name);
    if (isAlert(item)) return alertText(item);
    return socialText().activityOpinion(name, item.vote ?? 'up');
  };

  return (
    <ol className="divide-y divide-line" aria-label={socialText().activity}>
      {activity.data.items.map((item, i) => (
        <li key={`${item.type}-${item.from?.id ?? item.productId}-${item.at}`} data-testid="activity-item">
          <Link
            to={target(item)}
            className="-mx-2 flex min-h-16 items-center gap-3 rounded-md px-2 py-3 hover:bg-canvas active:bg-canvas"
          >
            <ActivityThumb item={item} />
            <span className="flex min-w-0 flex-1 flex-col justify-center gap-0.5">
              <span className={i < unseen ? 'font-semibold text-ink' : 'text-ink'}>{text(item)}</span>
              {/* An alert's line names the product already. */}
              {item.title && !isAlert(item) ? (
                <span data-testid="activity-product" className="truncate text-sm font-medium text-ink">
                  {item.title}
                </span>
              ) : null}
              {item.note ? <span className="text-sm text-muted">“{item.note}”</span> : null}
              <time dateTime={item.at} className="text-xs text-muted">
                {activityTime(item.at)}
              </time>
            </span>
            <ChevronRight aria-hidden="true" size={18} className="shrink-0 text-muted" />
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** The product's picture, or a person's mark on a row about a friend; decorative (the text says it all). */
function ActivityThumb({ item }: { item: ActivityItem }) {
  if (item.imageUrl)
    return <RowImage src={item.imageUrl} alt="" sizes="48px" className="h-16 w-12 shrink-0 rounded object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-canvas text-muted"
    >
      <UserRound size={22} strokeWidth={1.5} />
    </span>
  );
}
