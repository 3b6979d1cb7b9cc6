export type WarrantyStatus = 'Active' | 'Expiring Soon' | 'Expired';

export interface WarrantyDocument {
  id: number;
  fileName: string;
  fileUrl: string;
  fileType: string;
  uploadedAt: string;
}

/** An equipment's warranty (one at most) as the API returns it; `derivedStatus` is the server's spec §4 rule. */
export interface Warranty {
  id: number;
  equipmentId: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  provider: string | null;
  policyNumber: string | null;
  terms: string | null;
  status: string;
  autoRenewal: boolean;
  createdAt: string;
  updatedAt: string;
  derivedStatus: WarrantyStatus;
  daysRemaining: number;
  documents: WarrantyDocument[];
}

/** What POST /api/warranties and PATCH /api/warranties/{id} take. */
export type WarrantyInput = Pick<
  Warranty,
  'equipmentId' | 'startDate' | 'endDate' | 'provider' | 'policyNumber' | 'terms' | 'autoRenewal'
>;

/** GET/PUT /api/warranties/{id}/notifications item. */
export interface WarrantyReminder {
  notificationType: 'email' | 'sms' | 'in-app';
  daysBeforeExpiration: number;
  enabled: boolean;
}
