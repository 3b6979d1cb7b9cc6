/** A library photo (spec §3); the list adds the home's name and address. */
export interface Photo {
  id: number;
  userId: number;
  url: string;
  type: 'equipment' | 'additional';
  equipmentId: number | null;
  homeId: number | null;
  createdAt: string;
  homeName: string | null;
  homeAddress: string | null;
}
