import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { PlainRows } from '../../core/database/plain-rows';
import { SessionUsers } from '../../core/session/signed-in-user';
import { User } from './entities/user.entity';

/** A user as the admin's list shows them, with the count of their trusted devices. */
export interface UserDirectoryRow {
  id: number;
  username: string;
  email: string;
  createdAt: Date;
  lastLogin: Date | null;
  isAdmin: boolean;
  disabled: boolean;
  deviceCount: number;
}

/** `search` in the username or e-mail (case-insensitive, anywhere in it); `limit` null for every row. */
export interface UserDirectoryQuery {
  search: string | null;
  limit: number | null;
  offset: number;
}

/** LIKE's own characters in a search text match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The row a session's user is reloaded by on every request (findSignedIn). */
const BY_ID = 'WHERE id = $1';

/** Reads and writes of the users table; every other module goes through this service. */
@Injectable()
export class UsersService implements SessionUsers {
  private readonly users: Repository<User>;
  /** Plain rows: the session's user is reloaded on every request. */
  private readonly plainUsers: PlainRows<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
    this.plainUsers = new PlainRows(dataSource, User);
  }

  /** How many accounts this instance has (the admin overview; one COUNT query). */
  count(): Promise<number> {
    return this.users.count();
  }

  findById(id: number): Promise<User | null> {
    return this.plainUsers.one(BY_ID, [id]);
  }

  /** The user a session names, reloaded on every request (SessionUsers): a disabled account's session is no session (401). */
  async findSignedIn(id: number): Promise<User | null> {
    const user = await this.findById(id);
    return user && !user.disabled ? user : null;
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** With the password hash, for login. Usernames are unique regardless of case. */
  findForLogin(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('lower(user.username) = lower(:username)', { username: username.trim() })
      .getOne();
  }

  async passwordHash(id: number): Promise<string | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('user.id = :id', { id })
      .getOne();
    return user?.password ?? null;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  async create(fields: Pick<User, 'username' | 'email' | 'password' | 'isAdmin'>): Promise<User> {
    await this.assertAvailable(fields.username, fields.email);
    try {
      const { id } = await this.users.save(this.users.create(fields));
      return this.getById(id);
    } catch (error) {
      // Two registrations racing past assertAvailable: the unique indexes decide.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') {
        throw new ConflictException('Username or email already exists');
      }
      throw error;
    }
  }

  async update(
    id: number,
    fields: Partial<Pick<User, 'email' | 'displayName' | 'avatarUrl' | 'lastLogin'>>,
  ): Promise<User> {
    if (fields.email) {
      const owner = await this.findByEmail(fields.email);
      if (owner && owner.id !== id) throw new ConflictException('Email already exists');
    }
    await this.users.update({ id }, fields);
    return this.getById(id);
  }

  /** False when there is no such user. */
  async setDisabled(id: number, disabled: boolean, manager?: EntityManager): Promise<boolean> {
    const { affected } = await (manager?.getRepository(User) ?? this.users).update({ id }, { disabled });
    return (affected ?? 0) > 0;
  }

  async setPassword(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(User) ?? this.users).update({ id }, { password: passwordHash });
  }

  /**
   * A page of users, oldest account first, and how many match in all: filtered, counted and paged in the
   * database (LIMIT/OFFSET, COUNT), the device count a correlated count on trusted_devices' user index.
   */
  async directory({ search, limit, offset }: UserDirectoryQuery): Promise<{ rows: UserDirectoryRow[]; total: number }> {
    const pattern = search ? likePattern(search) : null;
    const matches = `($1::text IS NULL OR lower(u.username) LIKE $1 OR lower(u.email) LIKE $1)`;
    const [rows, [{ total }]] = await Promise.all([
      this.users.query(
        `SELECT u.id, u.username, u.email, u.created_at AS "createdAt", u.last_login AS "lastLogin",
                u.is_admin AS "isAdmin", u.disabled,
                (SELECT count(*) FROM trusted_devices d WHERE d.user_id = u.id)::int AS "deviceCount"
           FROM users u WHERE ${matches}
          ORDER BY u.created_at, u.id LIMIT $2 OFFSET $3`,
        [pattern, limit, offset],
      ) as Promise<UserDirectoryRow[]>,
      this.users.query(`SELECT count(*)::int AS total FROM users u WHERE ${matches}`, [pattern]) as Promise<
        { total: number }[]
      >,
    ]);
    return { rows, total };
  }

  findByIds(ids: number[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /**
   * Deletes the user row in the caller's transaction; the foreign keys' ON DELETE CASCADE remove
   * everything they own (see the admin audit-log migration). False when there was no such user.
   */
  async remove(manager: EntityManager, id: number): Promise<boolean> {
    const { affected } = await manager.getRepository(User).delete({ id });
    return (affected ?? 0) > 0;
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    const taken = await this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .orWhere('lower(user.email) = lower(:email)', { email })
      .getMany();
    if (taken.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
      throw new ConflictException('Username already exists');
    }
    if (taken.length) throw new ConflictException('Email already exists');
  }
}
