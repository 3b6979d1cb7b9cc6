import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatDay } from '../../core/day-format';
import { printable } from '../home-book/home-book-document';
import type { EmbeddableImage } from '../home-book/home-book-images';
import type { HomeView } from '../homes/home.view';
import type { InventoryItemView, InventoryTotalsView, InventoryView } from './inventory.view';

/** Longest side of an item's thumbnail in pixels (about 2× the 48 pt it is printed at). */
export const INVENTORY_PHOTO_SIDE = 120;

export interface InventoryDocumentContent {
  home: Pick<HomeView, 'name' | 'address' | 'city' | 'state' | 'zipCode'>;
  ownerName: string | null;
  inventory: InventoryView;
  /** By photo URL; an item whose photo has no entry shows none. */
  images: Map<string, EmbeddableImage>;
}

const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#d9e2ec';
const PANEL = '#f5f7fa';
const PAGE_MARGIN = 40;

/** An amount in cents as the currency shows it ('$1,299.99'); '—' for none. */
export function formatMoney(cents: number | null, currency: string): string {
  if (cents === null) return '—';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

const text = (value: string | null | undefined) => printable(value ?? '');

function itemCell(item: InventoryItemView): Content {
  const facts = [
    item.brand && `Brand: ${text(item.brand)}`,
    item.modelNumber && `Model: ${text(item.modelNumber)}`,
    item.serialNumber && `Serial: ${text(item.serialNumber)}`,
  ].filter(Boolean) as string[];
  const stack: Content[] = [{ text: text(item.name), bold: true }];
  if (facts.length) stack.push({ text: facts.join(' · '), color: MUTED, fontSize: 8 });
  if (item.receipts.length) {
    stack.push({
      text: `Receipts: ${item.receipts.map((receipt) => text(receipt.fileName)).join(', ')}`,
      color: MUTED,
      fontSize: 8,
    });
  }
  return { stack };
}

function purchaseCell(item: InventoryItemView, currency: string): Content {
  const lines = [formatMoney(item.purchasePriceCents, currency)];
  if (item.purchaseDate) lines.push(formatDay(item.purchaseDate));
  if (item.purchasedFrom) lines.push(text(item.purchasedFrom));
  return { stack: lines.map((line, index) => (index ? { text: line, color: MUTED, fontSize: 8 } : line)) };
}

const HEAD: TableCell[] = ['', 'Item', 'Qty', 'Purchased', 'Replacement cost', 'Estimated value'].map((label) => ({
  text: label,
  bold: true,
  color: MUTED,
  fontSize: 8,
}));

function totalsRow(label: string, totals: InventoryTotalsView, currency: string): TableCell[] {
  return [
    { text: label, colSpan: 2, bold: true },
    '',
    { text: String(totals.quantity), bold: true },
    { text: formatMoney(totals.purchasePriceCents, currency), bold: true },
    { text: formatMoney(totals.replacementCostCents, currency), bold: true },
    { text: formatMoney(totals.estimatedValueCents, currency), bold: true },
  ].map((cell) => (typeof cell === 'string' ? cell : { ...cell, fillColor: PANEL }));
}

/**
 * The inventory as a pdfmake document (docs/inventory.md): a cover with the home, its owner, the date and the
 * grand totals, then one table per room (thumbnail, name, brand, model, serial, quantity, purchase date, price
 * and seller, replacement cost, estimated value, receipts) with its subtotal, and the grand total at the end.
 * Amounts are per unit in the rows and per unit × quantity in the totals.
 */
export function inventoryDocument(content: InventoryDocumentContent): TDocumentDefinitions {
  const { home, inventory } = content;
  const currency = inventory.currency;
  const images: Record<string, string> = {};
  for (const [url, image] of content.images) images[url] = image.dataUrl;
  const address = [home.address, home.city, [home.state, home.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .map(text)
    .join(', ');

  const cover: Content[] = [
    { text: 'HOME INVENTORY', fontSize: 10, bold: true, color: '#1d4ed8', characterSpacing: 2 },
    { text: text(home.name), fontSize: 24, bold: true, margin: [0, 6, 0, 4] },
    { text: address, fontSize: 12, color: MUTED },
    {
      margin: [0, 16, 0, 16],
      table: {
        widths: [120, '*'],
        body: [
          ['Owner', text(content.ownerName) || '—'],
          ['Date', formatDay(inventory.asOf)],
          ['Currency', currency],
          ['Items', String(inventory.totals.quantity)],
          ['Total purchase price', formatMoney(inventory.totals.purchasePriceCents, currency)],
          ['Total replacement cost', formatMoney(inventory.totals.replacementCostCents, currency)],
          ['Total estimated value', formatMoney(inventory.totals.estimatedValueCents, currency)],
        ].map(([label, value]) => [
          { text: label, color: MUTED },
          { text: value, bold: true },
        ]),
      },
      layout: 'noBorders',
    },
    {
      text:
        'Amounts are per unit; totals multiply by quantity. Estimated value is an estimate: the purchase price ' +
        "taken down evenly over the equipment type's typical life, never below 10% of the price; items without a " +
        'price, a date or a typical life have none (—) and are left out of the estimated totals.',
      fontSize: 8,
      color: MUTED,
    },
  ];

  const rooms: Content[] = inventory.rooms.flatMap((room) => [
    { text: text(room.label), fontSize: 14, bold: true, margin: [0, 18, 0, 6] } as Content,
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [50, '*', 24, 90, 70, 70],
        body: [
          HEAD,
          ...room.items.map((item): TableCell[] => [
            item.photoUrl && content.images.has(item.photoUrl)
              ? { image: item.photoUrl, fit: [48, 48] }
              : { text: '', margin: [0, 0, 0, 0] },
            itemCell(item),
            String(item.quantity),
            purchaseCell(item, currency),
            formatMoney(item.replacementCostCents, currency),
            formatMoney(item.estimatedValueCents, currency),
          ]),
          totalsRow(`${text(room.label)} subtotal`, room.totals, currency),
        ],
      },
      layout: {
        hLineColor: () => RULE,
        vLineWidth: () => 0,
        hLineWidth: (index: number) => (index === 0 ? 0 : 0.5),
      },
    } as Content,
  ]);

  const grandTotal: Content = {
    margin: [0, 18, 0, 0],
    table: {
      widths: [50, '*', 24, 90, 70, 70],
      body: [totalsRow('Grand total', inventory.totals, currency)],
    },
    layout: 'noBorders',
  };

  return {
    pageSize: 'LETTER',
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN],
    info: { title: `Home Inventory — ${text(home.name)}`, author: 'Home Book', subject: 'Home inventory' },
    images,
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2, color: INK },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [PAGE_MARGIN, 12, PAGE_MARGIN, 0],
      fontSize: 8,
      color: MUTED,
      columns: [
        { text: `${text(home.name)} · Home Inventory · ${formatDay(inventory.asOf)}`, width: '*' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', width: 'auto' },
      ],
    }),
    content: [...cover, ...rooms, grandTotal],
  };
}
