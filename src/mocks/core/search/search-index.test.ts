import { afterEach, describe, expect, it } from 'vitest';
import { resetDemoDb } from '../db/demo-db';
import { queryOf } from './record-match';
import { readsMade, searchIndex } from './search-index';
import { changeWatch, SETTLE_MS } from './write-watch';

afterEach(() => resetDemoDb());

function counted() {
  let now = 100_000;
  const changes = changeWatch(() => now);
  const loads: number[] = [];
  const index = searchIndex(
    `test-${Math.random()}`,
    async (companyCode) => {
      loads.push(companyCode);
      return [{ number: `N-${loads.length}`, name: 'Meera Iyer', value: loads.length }];
    },
    changes,
  );
  return { index, loads, changes, at: (ms: number) => void (now = ms) };
}

describe('a records search index', () => {
  it('is read once per company while nothing changes, and found in without reading again', async () => {
    const { index, loads, at } = counted();
    await index.entries(1001);
    at(900_000);
    expect(await index.find(1001, queryOf('iyer')!, 5)).toEqual([{ value: 1, exact: false }]);
    await index.entries(1002);
    expect(loads).toEqual([1001, 1002]);
  });

  it('is read again after a change begins, and kept once built well after it', async () => {
    const { index, loads, changes, at } = counted();
    await index.entries(1);
    at(100_010);
    changes.noteChange();
    at(100_020);
    expect((await index.entries(1))[0]!.value).toBe(2);
    // A search arriving with it shares the build; a later one builds again, as the change may not be written yet.
    at(100_030);
    await index.entries(1);
    expect(loads).toHaveLength(2);
    at(101_000);
    await index.entries(1);
    expect(loads).toHaveLength(3);
    at(100_010 + SETTLE_MS);
    await index.entries(1);
    at(500_000);
    await index.entries(1);
    expect(loads).toHaveLength(4);
  });

  it('counts its reads of the stores, not the searches that found the index kept', async () => {
    const { index, at } = counted();
    const before = readsMade();
    await index.entries(1);
    at(900_000);
    await index.find(1, queryOf('iyer')!, 5);
    expect(readsMade() - before).toBe(1);
    await index.entries(2);
    expect(readsMade() - before).toBe(2);
  });

  it('starts afresh on a reset database', async () => {
    const { index, loads } = counted();
    await index.entries(1);
    await resetDemoDb();
    await index.entries(1);
    expect(loads).toHaveLength(2);
  });
});
