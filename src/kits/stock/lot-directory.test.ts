import { describe, expect, it } from 'vitest';
import { LotDirectory, NO_LOT } from './lot-directory';

describe('LotDirectory', () => {
  it('files GINs by day and running number, odd ones by name', () => {
    const directory = new LotDirectory();
    expect(directory.get('25040100001')).toBe(NO_LOT);
    directory.set('25040100001', 0);
    directory.set('25040200001', 1);
    directory.set('25040100099', 2);
    directory.set('OLD-1', 3);
    directory.set('', 4);
    directory.set('2504010000', 5); // ten digits: not a GIN
    expect(directory.get('25040100001')).toBe(0);
    expect(directory.get('25040200001')).toBe(1);
    expect(directory.get('25040100099')).toBe(2);
    expect(directory.get('25040100002')).toBe(NO_LOT);
    expect(directory.get('25040300001')).toBe(NO_LOT);
    expect(directory.get('OLD-1')).toBe(3);
    expect(directory.get('')).toBe(4);
    expect(directory.get('2504010000')).toBe(5);
    expect(directory.get('0000000000X')).toBe(NO_LOT);
    directory.set('25040100001', 6);
    expect(directory.get('25040100001')).toBe(6);
  });
});
