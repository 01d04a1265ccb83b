// /profile/activity: what friends did, newest first — requests, accepted requests, shared
// products and opinions — each linking where it belongs. Opening it marks everything seen.
import { Bell } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SOCIAL_TEXT } from '@store/shared/messages';
import type { ActivityItem } from '@store/shared/social';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { useActivity } from '../../../features/social/api/get-activity';
import { useWishlist } from '../../../features/social/api/get-wishlist';
import { useMarkActivitySeen } from '../../../features/social/api/mark-activity-seen';
import { socialScreen } from '../../../features/social/components/social-page';

export const ActivityRoute = socialScreen(SOCIAL_TEXT.activity, ActivityFeed);

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
  if (activity.isError) return <StateMessage tone="error" title={SOCIAL_TEXT.failedActivity} />;
  if (activity.data.items.length === 0) {
    return (
      <StateMessage
        icon={<Bell size={40} strokeWidth={1.5} />}
        title={SOCIAL_TEXT.noActivity}
        body={SOCIAL_TEXT.noActivityBody}
      />
    );
  }

  const inWishlist = new Set((wishlist.data ?? []).map((p) => p.id));
  const target = (item: ActivityItem) => {
    if (item.type === 'friend-request') return '/profile/friend-requests';
    if (item.type === 'request-accepted') return `/profile/friends-carts?friendId=${encodeURIComponent(item.from.id)}`;
    if (item.type === 'share') return `/products/${encodeURIComponent(item.productId ?? '')}`;
    return item.productId && inWishlist.has(item.productId) ? '/profile/wishlist' : '/cart';
  };
  const text = (item: ActivityItem) => {
    if (item.type === 'friend-request') return SOCIAL_TEXT.activityFriendRequest(item.from.name);
    if (item.type === 'request-accepted') return SOCIAL_TEXT.activityAccepted(item.from.name);
    if (item.type === 'share') return SOCIAL_TEXT.activityShare(item.from.name);
    return SOCIAL_TEXT.activityOpinion(item.from.name, item.vote ?? 'up');
  };

  return (
    <ol className="divide-y divide-line" aria-label={SOCIAL_TEXT.activity}>
      {activity.data.items.map((item, i) => (
        <li key={`${item.type}-${item.from.id}-${item.at}`} data-testid="activity-item">
          <Link to={target(item)} className="flex min-h-16 flex-col justify-center gap-0.5 py-3 hover:bg-canvas">
            <span className={i < unseen ? 'font-semibold text-ink' : 'text-ink'}>{text(item)}</span>
            {item.note ? <span className="text-sm text-muted">“{item.note}”</span> : null}
            <time dateTime={item.at} className="text-xs text-muted">
              {when(item.at)}
            </time>
          </Link>
        </li>
      ))}
    </ol>
  );
}
