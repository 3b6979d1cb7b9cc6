/** GET/PUT /api/warranties/{id}/notifications item. */
export interface WarrantyReminderView {
  notificationType: 'email' | 'sms' | 'in-app';
  daysBeforeExpiration: number;
  enabled: boolean;
}
