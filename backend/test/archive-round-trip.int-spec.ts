import { expectStatus, registerLoggedIn } from './support/accounts';
import { binary } from './support/admin-fixtures';
import {
  download,
  FURNACE_INVENTORY,
  importArchive,
  PDF,
  populateHome,
  sha256,
  unzip,
} from './support/archive-fixtures';
import { comparable } from './support/archive-suite';
import { Drivers, TestApp } from './support/test-app';

/**
 * An export made on one driver set restores on a fresh instance of the other, in both directions:
 * every record (all exported fields, links by name, care data of format version 2, the inventory
 * with its receipts of version 3 and the last-serviced answers of version 4 included) and every file equal (images by type, as an import re-encodes
 * them; PDFs such as receipts by SHA-256).
 */
describe('export and import across driver sets', () => {
  const startFresh = (drivers: Drivers) => TestApp.start(drivers);

  const roundTrip = async (from: Drivers, to: Drivers) => {
    const source = await startFresh(from);
    let original: Buffer;
    try {
      const agent = source.agent();
      await registerLoggedIn(agent);
      await populateHome(agent, 'Lake House');
      await populateHome(agent, 'City Flat', 'never');
      expectStatus(await agent.patch('/api/user/notification-settings').send({ maintenanceInApp: false }), 200);
      original = await download(agent, '/api/export');
    } finally {
      await source.stop();
    }

    const target = await startFresh(to);
    try {
      const agent = target.agent();
      const targetId = (await registerLoggedIn(agent)).id;
      const response = expectStatus(await importArchive(agent, original), 201);
      expect(response.body.imported).toEqual({
        homes: 2,
        equipment: 4,
        photos: 6,
        warranties: 2,
        warrantyDocuments: 4,
        maintenanceRecords: 4,
        warrantyReminders: 4,
        notificationSettings: 1,
        equipmentReceipts: 2,
        equipmentServiceHistory: 2,
        files: 18,
      });
      const restored = await unzip(await download(agent, '/api/export'));
      expect(comparable(restored)).toEqual(comparable(await unzip(original)));
      expect(await target.storage.list(`users/${targetId}/`)).toHaveLength(18);
      // Every inventory field, and the receipt byte for byte.
      const [home] = (await agent.get('/api/homes')).body;
      const furnace = (await agent.get(`/api/equipment?homeId=${home.id}`)).body.find(
        (item: { name: string }) => item.name === 'Furnace',
      );
      expect(furnace).toMatchObject(FURNACE_INVENTORY);
      const [receipt] = expectStatus(await agent.get(`/api/equipment/${furnace.id}/receipts`), 200).body;
      const served = expectStatus(await agent.get(receipt.fileUrl).buffer(true).parse(binary), 200);
      expect(sha256(served.body as Buffer)).toBe(sha256(PDF));
      // The owner's last-serviced answers: a month and 'never', shown by the care view of the new equipment.
      const care = expectStatus(await agent.get('/api/care/equipment'), 200).body as {
        equipmentId: number;
        lastServiced: string | null;
        serviceHistory: string;
      }[];
      const names = new Map<number, string>();
      for (const { id, name } of (await agent.get('/api/homes')).body as { id: number; name: string }[]) {
        for (const item of (await agent.get(`/api/equipment?homeId=${id}`)).body)
          names.set(item.id, `${name}/${item.name}`);
      }
      expect(care.map((item) => [names.get(item.equipmentId), item.lastServiced, item.serviceHistory]).sort()).toEqual([
        ['City Flat/Furnace', null, 'recorded'],
        ['City Flat/Water heater', 'never', 'never'],
        ['Lake House/Furnace', null, 'recorded'],
        ['Lake House/Water heater', '2024-11', 'month'],
      ]);
    } finally {
      await target.stop();
    }
  };

  it('Postgres + S3 → fresh embedded instance', () => roundTrip('services', 'embedded'));

  it('embedded → fresh Postgres + S3 instance', () => roundTrip('embedded', 'services'));
});
