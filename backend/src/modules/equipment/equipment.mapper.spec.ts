import { getMetadataArgsStorage } from 'typeorm';
import { Equipment } from './entities/equipment.entity';
import { toEquipmentView } from './equipment.mapper';

const columns = (target: object) =>
  getMetadataArgsStorage()
    .columns.filter((column) => column.target === target)
    .map((column) => column.propertyName);

const equipment: Equipment = {
  id: 4,
  userId: 2,
  homeId: 9,
  equipmentTypeId: 11,
  templateEquipmentId: null,
  categoryId: 3,
  name: 'Water Heater',
  brand: 'Rheem',
  modelNumber: 'XE50',
  serialNumber: 'Q1234',
  type: 'Water Heater',
  installationDate: '2019',
  lastMaintenanceDate: '2024-03-05',
  maintenanceIntervalMonths: null,
  notes: null,
  manualUrls: ['https://example.com/manual.pdf'],
  photos: ['/api/files/users/2/equipment/4/photos/a.jpg'],
  sheetId: null,
  importRef: null,
  completed: true,
  room: 'Utility room',
  purchaseDate: '2019-05-02',
  purchasePriceCents: 129999,
  replacementCostCents: 145000,
  purchasedFrom: 'Home Depot',
  quantity: 1,
  createdAt: new Date('2026-11-24T08:00:00.000Z'),
  updatedAt: new Date('2026-11-24T09:30:00.500Z'),
};

describe('toEquipmentView', () => {
  it('sends every column of the entity, in its order (the JSON the routes always answered)', () => {
    expect(Object.keys(toEquipmentView(equipment))).toEqual(columns(Equipment));
  });

  it('writes the same JSON as the entity itself, timestamps as ISO text', () => {
    const view = toEquipmentView(equipment);
    expect(JSON.stringify(view)).toBe(JSON.stringify(equipment));
    expect(view.createdAt).toBe('2026-11-24T08:00:00.000Z');
    expect(view.lastMaintenanceDate).toBe('2024-03-05');
  });
});
