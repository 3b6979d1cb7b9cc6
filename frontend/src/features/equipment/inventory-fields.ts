import { string } from 'yup';
import type { Equipment } from './equipment';

/** The inventory fields as the equipment forms hold them (text, as typed). */
export interface InventoryFormValues {
  room: string;
  purchaseDate: string;
  /** An amount with at most two decimals, e.g. '1299.99'. */
  purchasePrice: string;
  replacementCost: string;
  purchasedFrom: string;
  quantity: string;
}

/** The same fields as the API takes them (amounts in cents). */
export interface InventoryChanges {
  room: string | null;
  purchaseDate: string | null;
  purchasePriceCents: number | null;
  replacementCostCents: number | null;
  purchasedFrom: string | null;
  quantity: number;
}

export const EMPTY_INVENTORY_VALUES: InventoryFormValues = {
  room: '',
  purchaseDate: '',
  purchasePrice: '',
  replacementCost: '',
  purchasedFrom: '',
  quantity: '1',
};

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** '1,299.9' → 129990 cents; null for blank (commas as thousands separators are allowed). */
export function amountToCents(text: string): number | null {
  const plain = text.trim().replaceAll(',', '');
  if (plain === '') return null;
  if (!AMOUNT.test(plain)) return Number.NaN;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 129990 → '1299.90'; '' for none. */
export function centsToAmount(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function inventoryFormValues(equipment: Equipment): InventoryFormValues {
  return {
    room: equipment.room ?? '',
    purchaseDate: equipment.purchaseDate ?? '',
    purchasePrice: centsToAmount(equipment.purchasePriceCents),
    replacementCost: centsToAmount(equipment.replacementCostCents),
    purchasedFrom: equipment.purchasedFrom ?? '',
    quantity: String(equipment.quantity),
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function inventoryChanges(values: InventoryFormValues): InventoryChanges {
  return {
    room: blankToNull(values.room),
    purchaseDate: blankToNull(values.purchaseDate),
    purchasePriceCents: amountToCents(values.purchasePrice),
    replacementCostCents: amountToCents(values.replacementCost),
    purchasedFrom: blankToNull(values.purchasedFrom),
    quantity: values.quantity.trim() === '' ? 1 : Number(values.quantity),
  };
}

const amountRule = (label: string) =>
  string().test(
    'amount',
    `${label} must be an amount of at least 0 with up to two decimals`,
    (value) => !value || !Number.isNaN(amountToCents(value)),
  );

/** The form's checks of the inventory fields (the server checks them again). */
export const inventoryFieldsSchema = {
  room: string().trim().max(80, 'Room must be at most 80 characters'),
  purchaseDate: string().test(
    'purchase-date',
    'Purchase date must not be in the future',
    // A day ahead of UTC, as the server allows (time zones).
    (value) => !value || value <= new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10),
  ),
  purchasePrice: amountRule('Purchase price'),
  replacementCost: amountRule('Replacement cost'),
  purchasedFrom: string().trim().max(120, 'Purchased from must be at most 120 characters'),
  quantity: string().test(
    'quantity',
    'Quantity must be a whole number of at least 1',
    (value) => !value || (/^\d{1,6}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 100_000),
  ),
};

/** The rooms already used in a home's equipment, each once (case-insensitive), by name. */
export function roomsOf(equipment: Pick<Equipment, 'room'>[]): string[] {
  const seen = new Map<string, string>();
  for (const { room } of equipment) {
    const name = room?.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
