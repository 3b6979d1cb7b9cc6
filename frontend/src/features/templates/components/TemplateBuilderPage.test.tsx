import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';

const categories = [
  { id: 1, name: 'Heating & Cooling', description: 'Furnace and air conditioning', order: 1 },
  { id: 2, name: 'Water & Plumbing', description: 'Water heater and softener', order: 2 },
  { id: 3, name: 'Kitchen Appliances', description: null, order: 3 },
  { id: 4, name: 'Laundry', description: '', order: 4 },
];

async function openBuilder() {
  const backend = mockFetch({ 'GET /api/user': { body: aUser() }, 'GET /api/categories': { body: categories } });
  const app = renderApp('/templates/builder');
  await screen.findByRole('list', { name: 'Categories' });
  return { ...backend, ...app };
}

function categoryNames() {
  return within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent);
}

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

/** A stand-in for the browser's DataTransfer, which jsdom lacks. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    effectAllowed: 'all',
    dropEffect: 'none',
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}

function drag(from: string, to: string) {
  const transfer = dataTransfer();
  fireEvent.dragStart(card(from), { dataTransfer: transfer });
  fireEvent.dragEnter(card(to), { dataTransfer: transfer });
  fireEvent.dragOver(card(to), { dataTransfer: transfer });
  fireEvent.drop(card(to), { dataTransfer: transfer });
  fireEvent.dragEnd(card(from), { dataTransfer: transfer });
}

describe('TemplateBuilderPage', () => {
  it('lists the categories as draggable cards in their stored order', async () => {
    await openBuilder();

    expect(screen.getByRole('heading', { level: 1, name: 'Template Builder' })).toBeInTheDocument();
    expect(categoryNames()).toEqual(['Heating & Cooling', 'Water & Plumbing', 'Kitchen Appliances', 'Laundry']);
    expect(card('Heating & Cooling')).toHaveAttribute('draggable', 'true');
    expect(within(card('Heating & Cooling')).getByText('Furnace and air conditioning')).toBeInTheDocument();
    expect(within(card('Kitchen Appliances')).getByText('No description available')).toBeInTheDocument();
    expect(within(card('Laundry')).getByText('No description available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('moves a dragged category to the place of the one it is dropped on', async () => {
    const { requestsTo } = await openBuilder();

    drag('Heating & Cooling', 'Kitchen Appliances');
    expect(categoryNames()).toEqual(['Water & Plumbing', 'Kitchen Appliances', 'Heating & Cooling', 'Laundry']);

    drag('Laundry', 'Water & Plumbing');
    expect(categoryNames()).toEqual(['Laundry', 'Water & Plumbing', 'Kitchen Appliances', 'Heating & Cooling']);

    // Dropping a card on itself changes nothing.
    drag('Laundry', 'Laundry');
    expect(categoryNames()).toEqual(['Laundry', 'Water & Plumbing', 'Kitchen Appliances', 'Heating & Cooling']);
    expect(screen.getByRole('status')).toHaveTextContent('Laundry moved to position 1 of 4');
    // The order lives on the page only.
    expect(requestsTo('GET /api/categories')).toHaveLength(1);
  });

  it('moves the focused category with Alt+Arrow keys and announces where it went', async () => {
    const { user } = await openBuilder();

    card('Water & Plumbing').focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(categoryNames()).toEqual(['Heating & Cooling', 'Kitchen Appliances', 'Water & Plumbing', 'Laundry']);
    expect(screen.getByRole('status')).toHaveTextContent('Water & Plumbing moved to position 3 of 4');
    expect(card('Water & Plumbing')).toHaveFocus();

    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    expect(categoryNames()).toEqual(['Water & Plumbing', 'Heating & Cooling', 'Kitchen Appliances', 'Laundry']);
    expect(screen.getByRole('status')).toHaveTextContent('Water & Plumbing moved to position 1 of 4');

    // Without Alt the arrows do nothing here.
    await user.keyboard('{ArrowDown}');
    expect(categoryNames()).toEqual(['Water & Plumbing', 'Heating & Cooling', 'Kitchen Appliances', 'Laundry']);
  });

  it('moves a category with its up and down buttons', async () => {
    const { user } = await openBuilder();

    expect(screen.getByRole('button', { name: 'Move Heating & Cooling up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Laundry down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Heating & Cooling down' }));
    expect(categoryNames()).toEqual(['Water & Plumbing', 'Heating & Cooling', 'Kitchen Appliances', 'Laundry']);
    expect(screen.getByRole('button', { name: 'Move Heating & Cooling down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Laundry up' }));
    expect(categoryNames()).toEqual(['Water & Plumbing', 'Heating & Cooling', 'Laundry', 'Kitchen Appliances']);
    expect(screen.getByRole('status')).toHaveTextContent('Laundry moved to position 3 of 4');
  });
});
