import { nextSort, pageButtons, pageOf, rangeText, searchPeople, sortPeople } from './people-rules';
import type { DemoPerson } from './person-types';

const person = (
  index: number,
  name: string,
  age: number,
  balance: number,
  company = 'Kestrel Infotech',
): DemoPerson => ({
  _id: `id${index}`,
  index,
  guid: `g${index}`,
  isActive: index % 2 === 0,
  balance,
  age,
  name,
  gender: 'female',
  company,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  phone: '+91 98765 43210',
  address: `1, MG Road, Pune, Maharashtra 41100${index}`,
  bd: '1990-01-01',
  avatar: '',
});

const people = [
  person(0, 'Meera Iyer', 42, 1200.5),
  person(1, 'asha Verma', 30, 99.99, 'Ganga Textiles'),
  person(2, 'Zoya Khan', 30, 15000),
  person(3, 'Kavya Rao', 55, 0),
];

describe('people rules', () => {
  it('searches name, company, e-mail, phone and address without case', () => {
    expect(searchPeople(people, 'GANGA').map((p) => p.name)).toEqual(['asha Verma']);
    expect(searchPeople(people, 'zoya@').map((p) => p.name)).toEqual(['Zoya Khan']);
    expect(searchPeople(people, '411003').map((p) => p.name)).toEqual(['Kavya Rao']);
    expect(searchPeople(people, '  ')).toHaveLength(4);
  });

  it('sorts text without case, numbers as numbers, keeping ties in order', () => {
    expect(sortPeople(people, { key: 'name', direction: 'ascending' }).map((p) => p.name)).toEqual([
      'asha Verma',
      'Kavya Rao',
      'Meera Iyer',
      'Zoya Khan',
    ]);
    expect(sortPeople(people, { key: 'age', direction: 'ascending' }).map((p) => p.index)).toEqual([1, 2, 0, 3]);
    expect(sortPeople(people, { key: 'age', direction: 'descending' }).map((p) => p.index)).toEqual([3, 0, 1, 2]);
    expect(sortPeople(people, { key: 'balance', direction: 'descending' }).map((p) => p.balance)).toEqual([
      15000, 1200.5, 99.99, 0,
    ]);
    expect(sortPeople(people, null).map((p) => p.index)).toEqual([0, 1, 2, 3]);
  });

  it('flips the direction on a second click of the same header', () => {
    expect(nextSort(null, 'age')).toEqual({ key: 'age', direction: 'ascending' });
    expect(nextSort({ key: 'age', direction: 'ascending' }, 'age')).toEqual({ key: 'age', direction: 'descending' });
    expect(nextSort({ key: 'age', direction: 'descending' }, 'age')).toEqual({ key: 'age', direction: 'ascending' });
    expect(nextSort({ key: 'age', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('pages rows and says which are shown', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageOf(rows, 1, 10)).toEqual({
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pages: 3,
      from: 1,
      to: 10,
      total: 23,
    });
    expect(pageOf(rows, 3, 10)).toMatchObject({ rows: [21, 22, 23], from: 21, to: 23 });
    expect(pageOf(rows, 9, 10)).toMatchObject({ page: 3, from: 21 });
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
    expect(rangeText(1, 10, 200)).toBe('1–10 of 200');
    expect(rangeText(0, 0, 0)).toBe('0 of 0');
  });

  it('shows page buttons around the current page with gaps', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageButtons(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 1)).toEqual([1]);
  });
});
