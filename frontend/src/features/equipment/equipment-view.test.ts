import { anEquipment } from './equipment.fixtures';
import {
  applyFilters,
  groupEquipment,
  NO_FILTERS,
  readViewPreferences,
  sortEquipment,
  writeViewPreferences,
  type EquipmentStatus,
} from './equipment-view';

const heater = anEquipment({ id: 1, name: 'water heater', categoryId: 2, installationDate: '2012', completed: true });
const furnace = anEquipment({ id: 2, name: 'Furnace', categoryId: 1, installationDate: '2018' });
const pump = anEquipment({ id: 3, name: 'Pool Pump', categoryId: 99, installationDate: null });
const bell = anEquipment({ id: 4, name: 'Doorbell', categoryId: null, createdAt: '2026-01-01T00:00:00.000Z' });
const all = [heater, furnace, pump, bell];
const statuses = new Map<number, EquipmentStatus>([
  [1, { warranty: 'Expiring Soon', needsAttention: true, nextDue: '2030-05-01' }],
  [2, { warranty: 'Active', needsAttention: false, nextDue: '2030-01-01' }],
]);
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('groupEquipment', () => {
  const categories = [
    { id: 2, name: 'Plumbing' },
    { id: 1, name: 'HVAC' },
    { id: 3, name: 'Pool' },
  ];

  it("follows the categories' order, leaves empty ones out and puts the rest under 'Other Equipment'", () => {
    expect(groupEquipment(all, 'category', categories).map((group) => [group.title, names(group.items)])).toEqual([
      ['Plumbing', ['water heater']],
      ['HVAC', ['Furnace']],
      ['Other Equipment', ['Pool Pump', 'Doorbell']],
    ]);
  });

  it("puts the categories of one group (the pool add-on's) under one heading, at the first one's place", () => {
    const filter = anEquipment({ id: 5, name: 'Pool Filter', categoryId: 10 });
    const cleaner = anEquipment({ id: 6, name: 'Pool Cleaner', categoryId: 12 });
    const poolPump = anEquipment({ id: 7, name: 'Pool Pump', categoryId: 10 });
    const grouped = groupEquipment([cleaner, heater, filter, poolPump, furnace], 'category', [
      { id: 2, name: 'Plumbing' },
      { id: 10, name: 'Filtration', group: 'Pool' },
      { id: 1, name: 'HVAC' },
      { id: 12, name: 'Cleaning', group: 'Pool' },
      { id: 11, name: 'Temperature Control', group: 'Pool' },
    ]);
    expect(grouped.map((group) => [group.key, group.title, names(group.items)])).toEqual([
      ['category-2', 'Plumbing', ['water heater']],
      ['group-Pool', 'Pool', ['Pool Cleaner', 'Pool Filter', 'Pool Pump']],
      ['category-1', 'HVAC', ['Furnace']],
    ]);
  });

  it('groups everything as other equipment while the categories are unknown', () => {
    expect(groupEquipment(all, 'category', []).map((group) => group.key)).toEqual(['other']);
  });

  it("splits by completion into the spec's two grids", () => {
    expect(groupEquipment(all, 'completion', categories).map((group) => [group.title, names(group.items)])).toEqual([
      ['Completed Equipment', ['water heater']],
      ['Uncompleted Equipment', ['Furnace', 'Pool Pump', 'Doorbell']],
    ]);
    expect(groupEquipment([furnace], 'completion', categories).map((group) => group.key)).toEqual(['uncompleted']);
  });
});

describe('applyFilters', () => {
  it('keeps everything without filters', () => {
    expect(applyFilters(all, NO_FILTERS, statuses)).toEqual(all);
  });

  it('filters incomplete, needs attention and warranty status, combined', () => {
    expect(names(applyFilters(all, { ...NO_FILTERS, incompleteOnly: true }, statuses))).toEqual([
      'Furnace',
      'Pool Pump',
      'Doorbell',
    ]);
    expect(names(applyFilters(all, { ...NO_FILTERS, needsAttentionOnly: true }, statuses))).toEqual(['water heater']);
    expect(names(applyFilters(all, { ...NO_FILTERS, warranty: 'Active' }, statuses))).toEqual(['Furnace']);
    expect(names(applyFilters(all, { ...NO_FILTERS, warranty: 'none' }, statuses))).toEqual(['Pool Pump', 'Doorbell']);
    expect(applyFilters(all, { ...NO_FILTERS, warranty: 'Expiring Soon', incompleteOnly: true }, statuses)).toEqual([]);
  });
});

describe('sortEquipment', () => {
  it('sorts by name ignoring case, without changing the input', () => {
    expect(names(sortEquipment(all, 'name', statuses))).toEqual(['Doorbell', 'Furnace', 'Pool Pump', 'water heater']);
    expect(names(all)).toEqual(['water heater', 'Furnace', 'Pool Pump', 'Doorbell']);
  });

  it('sorts oldest first and next due first, unknown last by name', () => {
    expect(names(sortEquipment(all, 'age', statuses))).toEqual(['water heater', 'Furnace', 'Doorbell', 'Pool Pump']);
    expect(names(sortEquipment(all, 'next-due', statuses))).toEqual([
      'Furnace',
      'water heater',
      'Doorbell',
      'Pool Pump',
    ]);
  });

  it('sorts the most recently added first', () => {
    expect(names(sortEquipment(all, 'recent', statuses))[0]).toBe('Doorbell');
  });
});

describe('view preferences', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per user and default to cards by category', () => {
    expect(readViewPreferences(localStorage, 1)).toEqual({ view: 'cards', grouping: 'category' });
    writeViewPreferences(localStorage, 1, { view: 'list', grouping: 'completion' });
    expect(readViewPreferences(localStorage, 1)).toEqual({ view: 'list', grouping: 'completion' });
    expect(readViewPreferences(localStorage, 2)).toEqual({ view: 'cards', grouping: 'category' });
    expect(readViewPreferences(localStorage, null)).toEqual({ view: 'cards', grouping: 'category' });
  });

  it('fall back to the defaults when the stored value is unreadable', () => {
    localStorage.setItem('hb.equipment.view.1', '{not json');
    expect(readViewPreferences(localStorage, 1)).toEqual({ view: 'cards', grouping: 'category' });
    localStorage.setItem('hb.equipment.view.1', JSON.stringify({ view: 'tiles', grouping: 7 }));
    expect(readViewPreferences(localStorage, 1)).toEqual({ view: 'cards', grouping: 'category' });
  });
});
