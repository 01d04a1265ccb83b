// The Notifications screen's words in the page's language (ADR 3203).
import { NOTIFICATIONS_TEXT, notificationsWords } from '../words/notifications';

export { NOTIFICATIONS_TEXT };
export const notificationsText = () => notificationsWords.all();
