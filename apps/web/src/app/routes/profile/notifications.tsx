// /profile/notifications: what the shopper wants to be told (price drops, restocks, friends'
// wished items) and how (e-mail off / daily / instant, push) (ADR 3100).
import { NotificationSettings } from '../../../features/alerts/components/notification-settings';
import { notificationsText } from '../../../features/alerts/lib/text';
import { socialScreen } from '../../../features/social/components/social-page';

export const NotificationsRoute = socialScreen(() => notificationsText().title, NotificationSettings);
