import { readableHomeIds } from '../../core/access/home-access-policy';
import { EntityManager } from 'typeorm';

/** One equipment with everything the care rules need (attention list, reminder scan, calendar). */
export interface CareRow {
  equipmentId: number;
  userId: number;
  homeId: number;
  homeName: string;
  name: string;
  completed: boolean;
  installationDate: string | null;
  createdOn: string;
  lastMaintenanceDate: string | null;
  /** The owner's answer to "When was it last serviced?" ('YYYY-MM' or 'never'); null: not asked. */
  lastServiced: string | null;
  ownIntervalMonths: number | null;
  typeIntervalMonths: number | null;
  lifeYears: number | null;
  newestNextScheduledDate: string | null;
  warrantyId: number | null;
  warrantyEnd: string | null;
  /** The warranty's enabled reminder rules. */
  warrantyRules: { channel: 'email' | 'sms' | 'in-app'; days: number }[];
  email: string;
  username: string;
  maintenanceEmail: boolean;
  maintenanceInApp: boolean;
  maintenanceDaysBefore: number;
}

/**
 * The care read model: ONE query joining a set of users' equipment with its home, type, newest
 * maintenance record, warranty and reminder rules, and the user's settings. It only reads; every write
 * to those tables stays with the owning module. `users` picks the rows: given owners' ids, every
 * equipment a reader may read (`readerId`: the homes they own or share; rows keep the owner's userId and
 * settings), or a keyset page of users who have equipment (after `afterUserId`, at most `limit` users)
 * for the reminder scan, which reminds owners only (docs/care.md).
 */
export async function loadCareRows(
  db: EntityManager,
  users: { ids: number[] } | { readerId: number } | { afterUserId: number; limit: number },
): Promise<CareRow[]> {
  const batch =
    'ids' in users
      ? { sql: 'SELECT unnest($1::int[]) AS user_id', params: [users.ids], homes: '' }
      : 'readerId' in users
        ? {
            sql: `SELECT DISTINCT user_id FROM homes WHERE id IN (${readableHomeIds('$1')})`,
            params: [users.readerId],
            homes: ` AND e.home_id IN (${readableHomeIds('$1')})`,
          }
        : {
            sql: 'SELECT DISTINCT user_id FROM equipment WHERE user_id > $1 ORDER BY user_id LIMIT $2',
            params: [users.afterUserId, users.limit],
            homes: '',
          };
  return db.query(
    `WITH batch AS (${batch.sql})
     SELECT e.id AS "equipmentId", e.user_id AS "userId", e.home_id AS "homeId", h.name AS "homeName",
       e.name, e.completed, e.installation_date AS "installationDate",
       to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "createdOn",
       e.last_maintenance_date AS "lastMaintenanceDate", sh.last_serviced AS "lastServiced",
       e.maintenance_interval_months AS "ownIntervalMonths",
       t.maintenance_interval_months AS "typeIntervalMonths", t.expected_life_years AS "lifeYears",
       (SELECT r.next_scheduled_date FROM maintenance_records r WHERE r.equipment_id = e.id
         ORDER BY r.date DESC, r.id DESC LIMIT 1) AS "newestNextScheduledDate",
       w.id AS "warrantyId", w.end_date AS "warrantyEnd",
       COALESCE((SELECT json_agg(json_build_object('channel', n.notification_type, 'days', n.days_before_expiration)
         ORDER BY n.days_before_expiration DESC, n.notification_type)
         FROM warranty_notifications n WHERE n.warranty_id = w.id AND n.enabled), '[]') AS "warrantyRules",
       u.email, u.username,
       COALESCE(s.maintenance_email, true) AS "maintenanceEmail",
       COALESCE(s.maintenance_in_app, true) AS "maintenanceInApp",
       COALESCE(s.maintenance_days_before, 7) AS "maintenanceDaysBefore"
     FROM batch b
     JOIN equipment e ON e.user_id = b.user_id${batch.homes}
     JOIN homes h ON h.id = e.home_id
     JOIN users u ON u.id = e.user_id
     LEFT JOIN equipment_types t ON t.id = e.equipment_type_id
     LEFT JOIN equipment_service_history sh ON sh.equipment_id = e.id
     LEFT JOIN warranties w ON w.equipment_id = e.id
     LEFT JOIN user_notification_settings s ON s.user_id = e.user_id
     ORDER BY e.user_id, e.id`,
    batch.params,
  );
}
