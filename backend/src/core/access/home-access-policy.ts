import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { plainQuery } from '../database/plain-rows';
import type { HomeHandOver } from './home-transfer-hooks';
import type { HomeRole, MemberRole } from './home-role.view';

export type { HomeRole };

/** read: see it; write: add and change records under it; own: delete the home, manage its members. */
export type AccessLevel = 'read' | 'write' | 'own';

/** The answers for a subject the user may not read (404, exactly like a missing one). */
export const ACCESS_NOT_FOUND = {
  home: 'Home not found',
  equipment: 'Equipment not found',
  warranty: 'Warranty not found',
  maintenanceRecord: 'Maintenance record not found',
} as const;

/** 403s: the user reads the home (so its existence is no secret) but lacks the role for this. */
export const READ_ONLY = 'You can view this home but not change it';
export const OWNER_ONLY = "Only the home's owner can do this";

export interface AccessOptions {
  /** Run in the caller's transaction (required for `lock`). */
  manager?: EntityManager;
  /** Lock the subject's row (FOR UPDATE) until the caller's transaction ends. */
  lock?: boolean;
  /** The 404 message, when the route answers another one than the subject's own. */
  notFound?: string;
}

/** The user's access to one home. */
export interface HomeGrant {
  homeId: number;
  /** homes.user_id: whose storage prefix the home's files live under. */
  ownerId: number;
  role: HomeRole;
}

/** The user's access to one equipment, through its home. */
export interface EquipmentGrant extends HomeGrant {
  equipmentId: number;
}

interface RecordFileKey {
  owner: number;
  kind: 'homes' | 'equipment';
  id: number;
}

/** `users/<owner>/homes/<id>/…` or `users/<owner>/equipment/<id>/…`, else null. */
export function recordFileKey(key: string): RecordFileKey | null {
  const match = /^users\/(\d+)\/(homes|equipment)\/(\d+)\//.exec(key);
  if (!match) return null;
  const [owner, id] = [Number(match[1]), Number(match[3])];
  if (![owner, id].every((n) => Number.isSafeInteger(n) && n <= 2_147_483_647)) return null;
  return { owner, kind: match[2] as RecordFileKey['kind'], id };
}

const RANK: Record<HomeRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<AccessLevel, number> = { read: 0, write: 1, own: 2 };

/** Whether a role grants a level (viewer: read; editor: read and write; owner: everything). */
export function roleAllows(role: HomeRole, level: AccessLevel): boolean {
  return RANK[role] >= NEEDED[level];
}

/** The user's role in the home whose owner column and id are given (SQL, parameter $2 is the user). */
const roleOf = (ownerColumn: string, homeColumn: string) =>
  `CASE WHEN ${ownerColumn} = $2 THEN 'owner'
        ELSE (SELECT m.role FROM home_members m WHERE m.home_id = ${homeColumn} AND m.user_id = $2) END`;

/** The user owns the home or is one of its members. */
const readable = (ownerColumn: string, homeColumn: string) =>
  `(${ownerColumn} = $2 OR EXISTS (SELECT 1 FROM home_members m WHERE m.home_id = ${homeColumn} AND m.user_id = $2))`;

/**
 * SQL for the lists: the ids of the homes the user whose id is the query parameter `param` (e.g. '$1')
 * may read, owned or shared with them. A list reads everything the user may read in one query:
 * `WHERE home_id IN (${readableHomeIds('$1')})`.
 */
export function readableHomeIds(param: string): string {
  if (!/^\$\d+$/.test(param)) throw new Error(`Not a query parameter: ${param}`);
  return `SELECT id FROM homes WHERE user_id = ${param} UNION ALL SELECT home_id FROM home_members WHERE user_id = ${param}`;
}

/**
 * The one answer to "may this user read / change / administer this?" for a home and everything under
 * it (equipment, and through their equipment warranties and maintenance records). It works on the
 * ownership columns (homes.user_id, equipment.user_id) and the home_members table by table and column
 * name, so the platform imports no module's entity (docs/architecture.md, "Access").
 *
 * Anything the user may not read is a 404 with the subject's usual message, exactly like a missing
 * one; a subject the user reads but may not change at that level is a 403 carrying a code. With
 * `lock`, the subject's row is locked in the caller's transaction (FOR UPDATE), and only when the
 * user may read it: nobody holds a lock on a row that is not theirs to see.
 *
 * Administrators are not special here: their routes use the admin module's own lookups.
 */
@Injectable()
export class HomeAccessPolicy {
  constructor(private readonly dataSource: DataSource) {}

  async home(userId: number, homeId: number, level: AccessLevel, options: AccessOptions = {}): Promise<HomeGrant> {
    const rows: HomeGrant[] = await this.query(
      options,
      `SELECT h.id AS "homeId", h.user_id AS "ownerId", ${roleOf('h.user_id', 'h.id')} AS role
       FROM homes h WHERE h.id = $1 AND ${readable('h.user_id', 'h.id')}${options.lock ? ' FOR UPDATE OF h' : ''}`,
      [homeId, userId],
    );
    return this.granted(rows[0], level, options.notFound ?? ACCESS_NOT_FOUND.home);
  }

  async equipment(
    userId: number,
    equipmentId: number,
    level: AccessLevel,
    options: AccessOptions = {},
  ): Promise<EquipmentGrant> {
    const rows: EquipmentGrant[] = await this.query(
      options,
      `SELECT e.id AS "equipmentId", e.home_id AS "homeId", e.user_id AS "ownerId",
              ${roleOf('e.user_id', 'e.home_id')} AS role
       FROM equipment e WHERE e.id = $1 AND ${readable('e.user_id', 'e.home_id')}${options.lock ? ' FOR UPDATE OF e' : ''}`,
      [equipmentId, userId],
    );
    return this.granted(rows[0], level, options.notFound ?? ACCESS_NOT_FOUND.equipment);
  }

  /** A warranty's equipment (locked with `lock`: a warranty's changes are serialised on its equipment). */
  warranty(
    userId: number,
    warrantyId: number,
    level: AccessLevel,
    options: AccessOptions = {},
  ): Promise<EquipmentGrant> {
    return this.throughEquipment('warranties', userId, warrantyId, level, {
      ...options,
      notFound: options.notFound ?? ACCESS_NOT_FOUND.warranty,
    });
  }

  /** A maintenance record's equipment (locked with `lock`, like a warranty's). */
  maintenanceRecord(
    userId: number,
    recordId: number,
    level: AccessLevel,
    options: AccessOptions = {},
  ): Promise<EquipmentGrant> {
    return this.throughEquipment('maintenance_records', userId, recordId, level, {
      ...options,
      notFound: options.notFound ?? ACCESS_NOT_FOUND.maintenanceRecord,
    });
  }

  /** The user's role in the home, or null when the user may not read it (never throws). */
  async roleIn(userId: number, homeId: number, manager?: EntityManager): Promise<HomeRole | null> {
    const rows: { role: HomeRole }[] = await this.query(
      { manager },
      `SELECT ${roleOf('h.user_id', 'h.id')} AS role FROM homes h WHERE h.id = $1 AND ${readable('h.user_id', 'h.id')}`,
      [homeId, userId],
    );
    return rows[0]?.role ?? null;
  }

  /**
   * Whether the user may read a stored file of a home or of an equipment through the home's access
   * (keys `users/<owner>/homes/<homeId>/…` and `users/<owner>/equipment/<equipmentId>/…`, see
   * storage-keys.ts): the user reads that home or equipment, and the key's owner segment is its
   * current owner's or one it kept from a former owner (former_owner_file_prefixes, after a hand-over:
   * docs/sharing.md). The database row decides, never the key's owner segment alone.
   */
  async canReadFile(userId: number, key: string): Promise<boolean> {
    const record = recordFileKey(key);
    if (!record) return false;
    const check =
      record.kind === 'homes' ? this.home(userId, record.id, 'read') : this.equipment(userId, record.id, 'read');
    return check.then(
      async (grant) => grant.ownerId === record.owner || (await this.isFormerPrefix(record)),
      (error: unknown) => {
        if (error instanceof NotFoundException) return false;
        throw error;
      },
    );
  }

  /**
   * The storage prefixes homes and equipment kept from former owners (their files stay there after a
   * hand-over): deleting those records deletes these prefixes too. Read in the deleting transaction.
   */
  async formerFilePrefixes(
    manager: EntityManager,
    subject: { homeId: number } | { equipmentId: number },
  ): Promise<string[]> {
    const rows: { prefix: string }[] =
      'homeId' in subject
        ? await manager.query(
            `SELECT prefix FROM former_owner_file_prefixes
             WHERE home_id = $1 OR equipment_id IN (SELECT id FROM equipment WHERE home_id = $1) ORDER BY id`,
            [subject.homeId],
          )
        : await manager.query(`SELECT prefix FROM former_owner_file_prefixes WHERE equipment_id = $1 ORDER BY id`, [
            subject.equipmentId,
          ]);
    return rows.map((row) => row.prefix);
  }

  /**
   * In a hand-over's transaction: the home's and each equipment's files stay under the first owner's
   * prefixes, recorded here as theirs (read by canReadFile, the deletions and the archive export).
   */
  async keepFormerFilePrefixes(manager: EntityManager, handOver: HomeHandOver): Promise<void> {
    const { homeId, fromUserId, equipmentIds } = handOver;
    await manager.query(
      `INSERT INTO former_owner_file_prefixes (home_id, equipment_id, prefix)
       SELECT $1::int, NULL::int, $2::text
       UNION ALL
       SELECT NULL::int, e.id, 'users/' || $3::int || '/equipment/' || e.id || '/' FROM unnest($4::int[]) AS e(id)
       ON CONFLICT (prefix) DO NOTHING`,
      [homeId, `users/${fromUserId}/homes/${homeId}/`, fromUserId, equipmentIds],
    );
  }

  /**
   * The prefixes under `users/<userId>/` that now belong to another owner's home or equipment (handed
   * over): deleting that user must leave them alone.
   */
  async prefixesHandedOverBy(userId: number): Promise<string[]> {
    const rows: { prefix: string }[] = await this.dataSource.query(
      `SELECT prefix FROM former_owner_file_prefixes WHERE starts_with(prefix, $1) ORDER BY id`,
      [`users/${userId}/`],
    );
    return rows.map((row) => row.prefix);
  }

  private async isFormerPrefix(record: RecordFileKey): Promise<boolean> {
    const column = record.kind === 'homes' ? 'home_id' : 'equipment_id';
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM former_owner_file_prefixes WHERE ${column} = $1 AND prefix = $2`,
      [record.id, `users/${record.owner}/${record.kind}/${record.id}/`],
    );
    return rows.length > 0;
  }

  /** The homes the user is a member of (not those they own), with the role in each. */
  memberships(userId: number): Promise<{ homeId: number; role: MemberRole }[]> {
    return plainQuery(this.dataSource, `SELECT home_id AS "homeId", role FROM home_members WHERE user_id = $1`, [
      userId,
    ]);
  }

  private async throughEquipment(
    table: 'warranties' | 'maintenance_records',
    userId: number,
    id: number,
    level: AccessLevel,
    options: AccessOptions & { notFound: string },
  ): Promise<EquipmentGrant> {
    const rows: { equipmentId: number }[] = await this.query(
      options,
      `SELECT equipment_id AS "equipmentId" FROM ${table} WHERE id = $1`,
      [id],
    );
    if (!rows[0]) throw new NotFoundException(options.notFound);
    return this.equipment(userId, rows[0].equipmentId, level, options);
  }

  private granted<T extends HomeGrant>(grant: T | undefined, level: AccessLevel, notFound: string): T {
    if (!grant) throw new NotFoundException(notFound);
    if (!roleAllows(grant.role, level)) {
      throw level === 'own'
        ? new ForbiddenException({ message: OWNER_ONLY, code: 'HOME_OWNER_ONLY' })
        : new ForbiddenException({ message: READ_ONLY, code: 'HOME_READ_ONLY' });
    }
    return grant;
  }

  private query<T>(options: AccessOptions, sql: string, parameters: unknown[]): Promise<T> {
    if (options.lock && !options.manager) throw new Error('A row lock needs the caller’s transaction manager');
    // Outside a transaction, a read goes straight to the pool (the read path: docs/architecture.md).
    if (!options.manager) return plainQuery(this.dataSource, sql, parameters) as Promise<T>;
    return options.manager.query(sql, parameters);
  }
}
