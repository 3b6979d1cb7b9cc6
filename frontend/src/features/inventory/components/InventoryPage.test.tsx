import { screen, within } from '@testing-library/react';
import { aHome } from '../../../test/homes';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import type { Inventory, InventoryItem } from '../inventory';

const totals = (quantity: number, purchase: number, replacement: number, estimate: number) => ({
  quantity,
  purchasePriceCents: purchase,
  replacementCostCents: replacement,
  estimatedValueCents: estimate,
});

function anItem(overrides: Partial<InventoryItem>): InventoryItem {
  return {
    id: 1,
    name: 'Sofa',
    brand: null,
    modelNumber: null,
    serialNumber: null,
    type: null,
    room: null,
    quantity: 1,
    purchaseDate: null,
    purchasedFrom: null,
    purchasePriceCents: null,
    replacementCostCents: null,
    estimatedValueCents: null,
    typicalLifeYears: null,
    photoUrl: null,
    receipts: [],
    ...overrides,
  };
}

const inventory: Inventory = {
  currency: 'EUR',
  asOf: '2026-01-01',
  rooms: [
    {
      room: 'Kitchen',
      label: 'Kitchen',
      items: [
        anItem({
          id: 2,
          name: 'Refrigerator',
          brand: 'LG',
          room: 'Kitchen',
          quantity: 2,
          purchasePriceCents: 150000,
          replacementCostCents: 160000,
          estimatedValueCents: 90000,
        }),
      ],
      totals: totals(2, 300000, 320000, 180000),
    },
    { room: null, label: 'No room', items: [anItem({ id: 3, name: 'Ladder' })], totals: totals(1, 0, 0, 0) },
  ],
  totals: totals(3, 300000, 320000, 180000),
};

describe('InventoryPage', () => {
  it('shows the rooms with their totals in the instance currency, and links the PDF and CSV', async () => {
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes': { body: [aHome({ id: 5, name: 'Maple House' })] },
      'GET /api/homes/5/inventory': { body: inventory },
    });
    renderApp('/homes/5/inventory');

    expect(await screen.findByRole('heading', { name: 'Inventory', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Maple House')).toBeInTheDocument();
    const kitchen = screen.getByRole('region', { name: 'Kitchen' });
    expect(within(kitchen).getByText('Refrigerator')).toBeInTheDocument();
    const kitchenTotals = within(kitchen).getByLabelText('Kitchen totals');
    expect(kitchenTotals).toHaveTextContent('€3,000.00');
    expect(kitchenTotals).toHaveTextContent('€3,200.00');
    expect(kitchenTotals).toHaveTextContent('€1,800.00');
    expect(within(kitchen).getByText('€1,500.00')).toBeInTheDocument();
    const noRoom = screen.getByRole('region', { name: 'No room' });
    expect(within(noRoom).getByText('Ladder')).toBeInTheDocument();
    expect(screen.getByText(/Estimated value is an estimate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/homes/5/inventory.pdf');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/homes/5/inventory.csv');
  });

  it('says what went wrong when the home cannot be read', async () => {
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes': { body: [] },
      'GET /api/homes/9/inventory': { status: 404, body: { statusCode: 404, message: 'Home not found' } },
    });
    renderApp('/homes/9/inventory');
    expect(await screen.findByText('Home not found')).toBeInTheDocument();
  });
});
