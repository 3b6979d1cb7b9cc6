import { BadRequestException } from '@nestjs/common';
import { oneLineAddress } from './photos.service';
import { resolveAddOns } from './templates.service';
import { POOL_ADD_ON } from './templates/template-add-ons';

describe('resolveAddOns', () => {
  it('resolves known add-ons once each', () => {
    expect(resolveAddOns([])).toEqual([]);
    expect(resolveAddOns(['pool', 'pool'])).toEqual([POOL_ADD_ON]);
    expect(POOL_ADD_ON.items).toHaveLength(6);
  });

  it('names the first unknown add-on in a 400', () => {
    expect(() => resolveAddOns(['pool', 'spa', 'sauna'])).toThrow(new BadRequestException('Unknown add-on: spa'));
  });
});

describe('oneLineAddress', () => {
  it('reads "address, city, state zipCode", skipping empty parts', () => {
    expect(oneLineAddress({ address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' })).toBe(
      '1 Main St, Springfield, IL 62704',
    );
    expect(oneLineAddress({ address: '1 Main St', city: '', state: 'IL', zipCode: '' })).toBe('1 Main St, IL');
  });
});
