import { notificationsSuite } from './support/notifications-suite';

notificationsSuite('embedded');
