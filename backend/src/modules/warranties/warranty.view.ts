/**
 * A warranty as the warranty routes answer it (spec §3; GET/POST/PATCH /api/warranties) and its
 * documents (POST /api/warranties/{id or 'new'}/documents). Types only: the frontend imports this file
 * as it is.
 */

/** Spec §4: derived from the end date and today (UTC), never stored. */
export type WarrantyStatus = 'Active' | 'Expiring Soon' | 'Expired';

export interface WarrantyDocumentView {
  id: number;
  fileName: string;
  fileUrl: string;
  fileType: string;
  /** A PDF's first page as a small JPEG, drawn at upload; null for photos and when it could not be drawn. */
  thumbnailUrl: string | null;
  /** ISO 8601. */
  uploadedAt: string;
}

export interface WarrantyView {
  id: number;
  equipmentId: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  endDate: string;
  provider: string | null;
  policyNumber: string | null;
  terms: string | null;
  /** The stored status column (spec §3, 'active' by default); the UI shows derivedStatus. */
  status: string;
  autoRenewal: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
  derivedStatus: WarrantyStatus;
  /** Days from today to the end date (negative once expired). */
  daysRemaining: number;
  /** Oldest first. */
  documents: WarrantyDocumentView[];
}
