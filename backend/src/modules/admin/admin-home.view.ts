/** A row of the admins' home list (GET /api/admin/homes), newest first. */
export interface AdminHomeView {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  type: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** Null when the owner's account no longer exists. */
  owner: { id: number; username: string; email: string } | null;
}
