import type { ResourceDeclaration } from '../resource';
import { filterRows, prepareRows, sortRows } from './list-rows';
import { nextSort, readListParams, writeListParams } from './list-params';

const resource: ResourceDeclaration = {
  name: 'test.items',
  title: 'Items',
  singular: 'Item',
  screen: { path: 'test/items', title: 'Items' },
  key: 'code',
  entity: 'item',
  endpoints: { list: 'api/x/GetItems', save: 'api/x/SetItem' },
  fields: [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'rate', label: 'Rate', type: 'money' },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      options: [
        { value: 'R', label: 'Raw' },
        { value: 'F', label: 'Finished' },
      ],
    },
    {
      name: 'group',
      label: 'Group',
      type: 'reference',
      reference: { resource: 'test.groups', endpoint: 'api/g', key: 'code', label: 'name' },
    },
  ],
  columns: ['code', 'name', 'rate'],
  searchable: ['code', 'name', 'group', 'kind'],
  filters: ['kind'],
  example: {},
};
const records = [
  { code: 'A10', name: 'bolt', rate: 12.5, kind: 'R', group: 'G1' },
  { code: 'A2', name: 'Anchor', rate: null, kind: 'F', group: 'G2' },
  { code: 'A1', name: 'Washer', rate: 3, kind: 'R', group: 'G1' },
];
const references = {
  group: new Map([
    ['G1', 'Fasteners'],
    ['G2', 'Marine'],
  ]),
};
const keys = (rows: { key: string }[]) => rows.map((row) => row.key);

describe('list rows', () => {
  const rows = prepareRows(resource, records, references);

  it('searches the searchable fields in any letter case, references by their name', () => {
    expect(keys(filterRows(rows, 'BOLT', {}))).toEqual(['A10']);
    expect(keys(filterRows(rows, 'marine', {}))).toEqual(['A2']);
    expect(keys(filterRows(rows, '  ', {}))).toEqual(['A10', 'A2', 'A1']);
  });

  it('finds references by code too, choices by their label, and never across two fields', () => {
    expect(keys(filterRows(rows, 'g2', {}))).toEqual(['A2']);
    expect(keys(filterRows(rows, 'finished', {}))).toEqual(['A2']);
    expect(keys(filterRows(rows, 'a10bolt', {}))).toEqual([]);
    expect(rows[0]?.key).toBe('A10');
  });

  it('filters on the chosen values, together with the search', () => {
    expect(keys(filterRows(rows, '', { kind: 'R' }))).toEqual(['A10', 'A1']);
    expect(keys(filterRows(rows, 'washer', { kind: 'F' }))).toEqual([]);
  });

  it('sorts text naturally (A2 before A10), numbers by value, empty values last in both directions', () => {
    expect(keys(sortRows(resource, rows, { field: 'code', direction: 'asc' }))).toEqual(['A1', 'A2', 'A10']);
    expect(keys(sortRows(resource, rows, { field: 'code', direction: 'desc' }))).toEqual(['A10', 'A2', 'A1']);
    expect(keys(sortRows(resource, rows, { field: 'rate', direction: 'asc' }))).toEqual(['A1', 'A10', 'A2']);
    expect(keys(sortRows(resource, rows, { field: 'rate', direction: 'desc' }))).toEqual(['A10', 'A1', 'A2']);
    expect(keys(sortRows(resource, rows, { field: 'name', direction: 'asc' }))).toEqual(['A2', 'A10', 'A1']);
  });
});

describe('list params in the URL', () => {
  it('round-trips search, sort and filters, and ignores unknown fields', () => {
    const state = { search: 'bolt', sort: { field: 'rate', direction: 'desc' as const }, filters: { kind: 'R' } };
    const params = writeListParams(resource, state);
    expect(params.toString()).toBe('q=bolt&sort=rate&dir=desc&f.kind=R');
    expect(readListParams(resource, params)).toEqual(state);
    expect(readListParams(resource, new URLSearchParams('sort=nope&f.name=x'))).toEqual({
      search: '',
      sort: null,
      filters: {},
    });
  });

  it('toggles a column between ascending and descending', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'code')).toEqual({ field: 'code', direction: 'asc' });
  });
});
