import request from 'supertest';
import type { Agent } from 'supertest';
import { expectStatus, registerLoggedIn } from './accounts';
import { removeInventedContactsFromGuides } from '../../src/core/database/migrations/1795843766076-instance-settings';
import { ADMIN_REGISTRATION_KEY, createEquipment, createHome, registerAdmin } from './admin-fixtures';
import { Drivers, TestApp } from './test-app';

const UNSET = {
  companyName: null,
  supportPhone: null,
  supportEmail: null,
  bookingUrl: null,
  expectedAnswerText: null,
  currency: null,
};
const CONTACTS = {
  companyName: 'Acme Homes',
  supportPhone: '+1 (555) 010-2030',
  supportEmail: 'help@acme.example',
  bookingUrl: 'https://book.acme.example/visit',
  expectedAnswerText: 'We answer within one business day.',
  currency: null,
};

/** The instance's settings: GET /api/settings/public, PATCH /api/admin/settings (audited), once per driver set. */
export function settingsSuite(drivers: Drivers): void {
  describe(`instance settings on ${drivers} drivers`, () => {
    let t: TestApp;
    let admin: Agent;
    let adminId: number;
    let owner: Agent;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY });
      admin = t.agent();
      adminId = (await registerAdmin(admin)).id;
      owner = t.agent();
      await registerLoggedIn(owner);
    });
    afterAll(() => t?.stop());

    const publicSettings = async (agent: Agent) => expectStatus(await agent.get('/api/settings/public'), 200).body;
    const patch = (agent: Agent, body: unknown) => agent.patch('/api/admin/settings').send(body as object);
    const auditRows = () =>
      t.dataSource.query(
        `SELECT admin_user_id AS "adminUserId", target_type AS "targetType", details FROM admin_audit_log
         WHERE action = 'settings.update' ORDER BY id`,
      );

    it('answers null for every unset value to a signed-in user, and 401 signed out', async () => {
      expect(await publicSettings(owner)).toEqual(UNSET);
      const anonymous = await request(t.http).get('/api/settings/public');
      expect([anonymous.status, anonymous.body.message]).toEqual([401, 'You are not logged in']);
    });

    it('lets only an admin change them: 401 signed out, 403 to a homeowner, nothing changed', async () => {
      const anonymous = await request(t.http).patch('/api/admin/settings').send({ companyName: 'Mallory' });
      expect([anonymous.status, anonymous.body.message]).toEqual([401, 'You are not logged in']);
      const forbidden = await patch(owner, { companyName: 'Mallory' });
      expect([forbidden.status, forbidden.body.message]).toEqual([403, 'Administrator access is required']);
      expect(await publicSettings(owner)).toEqual(UNSET);
      expect(await auditRows()).toEqual([]);
    });

    it.each([
      ['a javascript: link', { bookingUrl: 'javascript:alert(document.cookie)' }, 'bookingUrl'],
      ['a data: link', { bookingUrl: 'data:text/html,<script>alert(1)</script>' }, 'bookingUrl'],
      ['an ftp: link', { bookingUrl: 'ftp://files.example.com/visit' }, 'bookingUrl'],
      ['a bad e-mail', { supportEmail: 'help@@acme' }, 'supportEmail'],
      ['letters in the phone', { supportPhone: '1-800-CALL-NOW' }, 'supportPhone'],
      ['a phone with <script>', { supportPhone: '<script>1</script>' }, 'supportPhone'],
      ['a too long company name', { companyName: 'A'.repeat(101) }, 'companyName'],
      ['a too long expected-answer text', { expectedAnswerText: 'x'.repeat(201) }, 'expectedAnswerText'],
      ['a number', { supportPhone: 5550102 }, 'supportPhone'],
      ['an unknown field', { timeZone: 'Europe/Paris' }, 'timeZone'],
      ['a currency that is not ISO 4217', { currency: 'ABC' }, 'currency'],
      ['a known field next to an unknown one', { companyName: 'Acme', isAdmin: true }, 'isAdmin'],
    ])('refuses %s with a 400 naming the field, changing nothing', async (_case, body, field) => {
      const response = await patch(admin, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'INVALID_SETTINGS' });
      expect(response.body.errors).toEqual([{ field, message: expect.any(String) }]);
      expect(response.body.message).toBe(response.body.errors[0].message);
      expect(await publicSettings(owner)).toEqual(UNSET);
    });

    it('reports every bad field at once', async () => {
      const response = await patch(admin, { supportEmail: 'nope', bookingUrl: 'javascript:void(0)', color: 'red' });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([
        'supportEmail',
        'bookingUrl',
        'color',
      ]);
    });

    it('saves an admin’s values for every signed-in user, audits the change, and unsets with null or ""', async () => {
      const saved = expectStatus(await patch(admin, { ...CONTACTS, companyName: '  Acme Homes  ' }), 200).body;
      expect(saved).toEqual(CONTACTS);
      expect(await publicSettings(owner)).toEqual(CONTACTS);
      expect(await auditRows()).toEqual([
        {
          adminUserId: adminId,
          targetType: 'settings',
          details: { outcome: 'done', changed: 'companyName,supportPhone,supportEmail,bookingUrl,expectedAnswerText' },
        },
      ]);

      // Absent fields stay; the same value again is no change (no audit row).
      expectStatus(await patch(admin, { supportPhone: CONTACTS.supportPhone }), 200);
      expect(await auditRows()).toHaveLength(1);

      const cleared = expectStatus(await patch(admin, { bookingUrl: null, expectedAnswerText: '' }), 200).body;
      expect(cleared).toEqual({ ...CONTACTS, bookingUrl: null, expectedAnswerText: null });
      expect(await publicSettings(owner)).toEqual(cleared);
      expect((await auditRows())[1].details).toEqual({ outcome: 'done', changed: 'bookingUrl,expectedAnswerText' });

      expectStatus(await patch(admin, UNSET), 200);
      expect(await publicSettings(owner)).toEqual(UNSET);
    });

    it("puts the instance's phone and booking page in a troubleshooting guide only while they are set", async () => {
      const home = await createHome(owner);
      const heater = await createEquipment(owner, home.id, { name: 'Water Heater', brand: 'Rheem' });
      const guide = async () =>
        expectStatus(await owner.post(`/api/equipment/${heater.id}/troubleshoot`), 200).body as {
          supportResources: { title: string; url: string }[];
        };

      const first = await guide();
      expect(first.supportResources.map((link) => link.title)).toEqual([
        'Rheem Support',
        'Search for the Rheem Water Heater manual',
      ]);

      expectStatus(await patch(admin, { supportPhone: '+1 (555) 010-2030', bookingUrl: CONTACTS.bookingUrl }), 200);
      // The stored guide is served again, with the contacts as they are set now.
      expect((await guide()).supportResources.slice(2)).toEqual([
        { title: 'Call Your Home Company (+1 (555) 010-2030)', url: 'tel:+15550102030' },
        { title: 'Schedule Home Visit', url: CONTACTS.bookingUrl },
      ]);

      expectStatus(await patch(admin, { supportPhone: null, bookingUrl: null }), 200);
      expect((await guide()).supportResources).toEqual(first.supportResources);
    });

    it('the migration took the once-invented phone and booking links out of stored guides, keeping the others', async () => {
      const home = await createHome(owner);
      const washer = await createEquipment(owner, home.id, { name: 'Washer', brand: 'Bosch' });
      expectStatus(await owner.post(`/api/equipment/${washer.id}/troubleshoot`), 200);
      const stored = async () =>
        (await t.dataSource.query(`SELECT guide FROM troubleshooting_guides WHERE equipment_id = $1`, [washer.id]))[0]
          .guide.supportResources;
      const own = await stored();
      // A guide as it was stored before issue 38.
      const invented = [
        { title: 'Call Your Home Company (+1-800-555-0199)', url: 'tel:+1-800-555-0199' },
        { title: 'Schedule Home Visit', url: 'https://calendly.com/yourhomebook/home-visit' },
      ];
      await t.dataSource.query(
        `UPDATE troubleshooting_guides SET guide = jsonb_set(guide, '{supportResources}', $2::jsonb) WHERE equipment_id = $1`,
        [washer.id, JSON.stringify([...own, ...invented])],
      );

      await removeInventedContactsFromGuides(t.dataSource);
      expect(await stored()).toEqual(own);
      expect(own.map((link: { title: string }) => link.title)).toEqual([
        'Bosch Support',
        'Search for the Bosch Washer manual',
      ]);
    });
  });
}
