import { moveItem } from './reorder';

describe('moveItem', () => {
  it('moves an item down or up to the given place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order alone for the same place or a place outside the list', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(items, 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(items, -1, 0)).toEqual(['a', 'b']);
  });
});
