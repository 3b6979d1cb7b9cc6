import { NotFoundException } from '@nestjs/common';
import { ParseIdPipe, parseId } from './parse-id.pipe';

describe('parseId / ParseIdPipe', () => {
  it('accepts positive Postgres ints only', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId(42)).toBe(42);
    for (const value of ['0', '-1', '1.5', '1e3', ' 1', '01', 'abc', '', '2147483648', '99999999999', null, 1.5]) {
      expect(parseId(value)).toBeNull();
    }
  });

  it('answers 404 with the given message for an id that cannot exist', () => {
    const pipe = new ParseIdPipe('Home not found');
    expect(pipe.transform('7')).toBe(7);
    expect(() => pipe.transform('abc')).toThrow(new NotFoundException('Home not found'));
  });
});
