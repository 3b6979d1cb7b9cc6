import { BadRequestException } from '@nestjs/common';
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
