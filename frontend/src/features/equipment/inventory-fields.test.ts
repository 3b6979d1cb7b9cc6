import { anEquipment } from './equipment.fixtures';
import {
  EMPTY_INVENTORY_VALUES,
  amountToCents,
  centsToAmount,
  inventoryChanges,
  inventoryFieldsSchema,
  inventoryFormValues,
  roomsOf,
} from './inventory-fields';

describe('inventory fields', () => {
  it('turns typed amounts into cents and back, refusing more than two decimals or a sign', () => {
    expect(amountToCents('1,299.9')).toBe(129990);
    expect(amountToCents('0.05')).toBe(5);
    expect(amountToCents(' 12 ')).toBe(1200);
    expect(amountToCents('')).toBeNull();
    expect(amountToCents('1.234')).toBeNaN();
    expect(amountToCents('-1')).toBeNaN();
    expect(amountToCents('abc')).toBeNaN();
    expect(centsToAmount(129990)).toBe('1299.90');
    expect(centsToAmount(null)).toBe('');
  });

  it('sends blank fields as null and quantity 1 when left empty', () => {
    expect(inventoryChanges({ ...EMPTY_INVENTORY_VALUES, quantity: '' })).toEqual({
      room: null,
      purchaseDate: null,
      purchasePriceCents: null,
      replacementCostCents: null,
      purchasedFrom: null,
      quantity: 1,
    });
    const equipment = anEquipment({
      room: 'Kitchen',
      purchaseDate: '2024-05-01',
      purchasePriceCents: 4999,
      replacementCostCents: 5500,
      purchasedFrom: 'Costco',
      quantity: 3,
    });
    expect(inventoryChanges(inventoryFormValues(equipment))).toEqual({
      room: 'Kitchen',
      purchaseDate: '2024-05-01',
      purchasePriceCents: 4999,
      replacementCostCents: 5500,
      purchasedFrom: 'Costco',
      quantity: 3,
    });
  });

  it('checks amounts, quantity, room length and a purchase date not in the future', () => {
    expect(inventoryFieldsSchema.purchasePrice.isValidSync('12.5')).toBe(true);
    expect(inventoryFieldsSchema.purchasePrice.isValidSync('12.555')).toBe(false);
    expect(inventoryFieldsSchema.quantity.isValidSync('0')).toBe(false);
    expect(inventoryFieldsSchema.quantity.isValidSync('2')).toBe(true);
    expect(inventoryFieldsSchema.room.isValidSync('x'.repeat(81))).toBe(false);
    expect(inventoryFieldsSchema.purchaseDate.isValidSync('2999-01-01')).toBe(false);
    expect(inventoryFieldsSchema.purchaseDate.isValidSync('2020-01-01')).toBe(true);
  });

  it("suggests the home's rooms once each, by name", () => {
    expect(roomsOf([{ room: 'kitchen' }, { room: 'Attic' }, { room: null }, { room: 'Kitchen ' }])).toEqual([
      'Attic',
      'kitchen',
    ]);
  });
});
