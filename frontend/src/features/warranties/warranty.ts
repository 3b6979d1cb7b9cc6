import type { WarrantyReminderView } from '@api/warranties/warranty-reminder.view';
import type { WarrantyView } from '@api/warranties/warranty.view';

/**
 * An equipment's warranty (one at most) and its documents as the API returns them: the backend's views,
 * imported as types (`@api/*` is backend/src/modules/*). `derivedStatus` is the server's spec §4 rule.
 */
export type {
  WarrantyDocumentView as WarrantyDocument,
  WarrantyStatus,
  WarrantyView as Warranty,
} from '@api/warranties/warranty.view';

/** What POST /api/warranties and PATCH /api/warranties/{id} take. */
export type WarrantyInput = Pick<
  WarrantyView,
  'equipmentId' | 'startDate' | 'endDate' | 'provider' | 'policyNumber' | 'terms' | 'autoRenewal'
>;

/** GET/PUT /api/warranties/{id}/notifications item. */
export type WarrantyReminder = WarrantyReminderView;
