export type PhotoType = 'equipment' | 'additional';

/**
 * A library photo as GET/POST /api/photos answer it (spec §3): its fields, then its home's name and
 * one-line address (null without a home).
 */
export interface LibraryPhotoView {
  id: number;
  /** The owner: a home's photos are its owner's, whoever adds them. */
  userId: number;
  url: string;
  type: PhotoType;
  equipmentId: number | null;
  homeId: number | null;
  /** ISO 8601. */
  createdAt: string;
  homeName: string | null;
  /** 'address, city, state zipCode' */
  homeAddress: string | null;
}
