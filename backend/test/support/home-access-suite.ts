import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Agent } from 'supertest';
import { AccessLevel, HomeAccessPolicy, HomeRole } from '../../src/core/access/home-access-policy';
import { Drivers, TestApp } from './test-app';
import { expectStatus, registerLoggedIn } from './accounts';
import { ADMIN_KEY } from './chat-client';
import { routeMatrix } from './home-access-routes';
import { CareClock } from '../../src/modules/care/care-clock';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };
const day = (offset: number) => new Date(Date.UTC(2030, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

const LEVELS: AccessLevel[] = ['read', 'write', 'own'];
const ALLOWED: Record<HomeRole | 'stranger', AccessLevel[]> = {
  owner: ['read', 'write', 'own'],
  editor: ['read', 'write'],
  viewer: ['read'],
  stranger: [],
};

/** What the policy answers: the role, or the HTTP status it throws. */
async function outcome(check: Promise<{ role: HomeRole }>): Promise<HomeRole | 403 | 404> {
  try {
    return (await check).role;
  } catch (error) {
    if (error instanceof NotFoundException) return 404;
    if (error instanceof ForbiddenException) return 403;
    throw error;
  }
}

/** The platform's home access policy over owners, home_members rows and strangers, once per driver set. */
export function homeAccessSuite(drivers: Drivers): void {
  describe(`home access policy on ${drivers} drivers`, () => {
    let t: TestApp;
    let policy: HomeAccessPolicy;
    const users = {} as Record<HomeRole | 'stranger', number>;
    let home: { id: number };
    let equipment: { id: number };
    let warranty: { id: number };
    let record: { id: number };

    const agentFor = async (): Promise<[Agent, number]> => {
      const agent = t.agent();
      return [agent, (await registerLoggedIn(agent)).id];
    };

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY: ADMIN_KEY });
      policy = t.app.get(HomeAccessPolicy);
      // The records are dated in 2030 (day(0)): the care clock says so, as a maintenance date is never later than today.
      t.app.get(CareClock).now = () => new Date('2030-01-01T12:00:00Z');
      const [owner, ownerId] = await agentFor();
      users.owner = ownerId;
      for (const who of ['editor', 'viewer', 'stranger'] as const) users[who] = (await agentFor())[1];
      home = expectStatus(await owner.post('/api/homes').send(HOME), 201).body;
      equipment = expectStatus(await owner.post('/api/equipment').send({ homeId: home.id, name: 'Furnace' }), 201).body;
      warranty = expectStatus(
        await owner.post('/api/warranties').send({ equipmentId: equipment.id, startDate: day(0), endDate: day(365) }),
        201,
      ).body;
      record = expectStatus(
        await owner.post(`/api/equipment/${equipment.id}/maintenance`).send({ date: day(0), type: 'Inspection' }),
        201,
      ).body;
      await t.dataSource.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`,
        [home.id, users.editor, users.viewer],
      );
    });
    afterAll(() => t?.stop());

    it('answers read / write / own for the owner, an editor, a viewer and a stranger, on the home and under it', async () => {
      const subjects = {
        home: (userId: number, level: AccessLevel) => policy.home(userId, home.id, level),
        equipment: (userId: number, level: AccessLevel) => policy.equipment(userId, equipment.id, level),
        warranty: (userId: number, level: AccessLevel) => policy.warranty(userId, warranty.id, level),
        maintenanceRecord: (userId: number, level: AccessLevel) => policy.maintenanceRecord(userId, record.id, level),
      };
      for (const [subject, check] of Object.entries(subjects)) {
        for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) {
          const answers = await Promise.all(LEVELS.map((level) => outcome(check(users[who], level))));
          const expected = LEVELS.map((level) =>
            ALLOWED[who].includes(level) ? (who === 'stranger' ? 404 : who) : who === 'stranger' ? 404 : 403,
          );
          expect({ subject, who, answers }).toEqual({ subject, who, answers: expected });
        }
      }
    });

    it('gives the owner and the home with every grant, and 404s with each subject’s own message', async () => {
      await expect(policy.equipment(users.viewer, equipment.id, 'read')).resolves.toEqual({
        equipmentId: equipment.id,
        homeId: home.id,
        ownerId: users.owner,
        role: 'viewer',
      });
      await expect(policy.home(users.stranger, home.id, 'read')).rejects.toThrow('Home not found');
      await expect(policy.equipment(users.stranger, equipment.id, 'read')).rejects.toThrow('Equipment not found');
      await expect(policy.warranty(users.stranger, warranty.id, 'read')).rejects.toThrow('Warranty not found');
      await expect(policy.maintenanceRecord(users.owner, 2_000_000_000, 'read')).rejects.toThrow(
        'Maintenance record not found',
      );
      await expect(policy.home(users.stranger, home.id, 'read', { notFound: 'Nope' })).rejects.toThrow('Nope');
      await expect(policy.roleIn(users.viewer, home.id)).resolves.toBe('viewer');
      await expect(policy.roleIn(users.stranger, home.id)).resolves.toBeNull();
    });

    it('refuses a lock outside a transaction', async () => {
      await expect(policy.home(users.owner, home.id, 'write', { lock: true })).rejects.toThrow(/transaction/);
    });

    // A second connection is needed to see a row lock: the embedded database has one, so this test exists
    // on the services drivers only (not a skipped test on the embedded ones).
    const servicesOnly = drivers === 'services' ? it : () => undefined;
    servicesOnly('locks the row for whoever may read it, and never for a stranger', async () => {
      const lockedElsewhere = () =>
        t.dataSource.query('SELECT id FROM equipment WHERE id = $1 FOR UPDATE NOWAIT', [equipment.id]).then(
          () => false,
          (error: { driverError?: { code?: string } }) => error.driverError?.code === '55P03',
        );
      await t.dataSource.transaction(async (manager) => {
        await expect(policy.equipment(users.stranger, equipment.id, 'read', { manager, lock: true })).rejects.toThrow(
          NotFoundException,
        );
        expect(await lockedElsewhere()).toBe(false);
        await expect(
          policy.warranty(users.viewer, warranty.id, 'read', { manager, lock: true }),
        ).resolves.toMatchObject({
          role: 'viewer',
        });
        expect(await lockedElsewhere()).toBe(true);
      });
      expect(await lockedElsewhere()).toBe(false);
    });

    it('forgets a membership with its home or its user (cascade)', async () => {
      const [owner] = await agentFor();
      const [, memberId] = await agentFor();
      const other = expectStatus(await owner.post('/api/homes').send(HOME), 201).body;
      await t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
        other.id,
        memberId,
      ]);
      await expect(
        t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor')`, [
          other.id,
          memberId,
        ]),
      ).rejects.toThrow();
      await expect(
        t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'owner')`, [
          other.id,
          users.stranger,
        ]),
      ).rejects.toThrow();
      expectStatus(await owner.delete(`/api/homes/${other.id}`), 200);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM home_members WHERE home_id = $1`, [
        other.id,
      ]);
      expect(n).toBe(0);
    });

    describe(
      'every route, by role',
      routeMatrix(() => t),
    );
  });
}
