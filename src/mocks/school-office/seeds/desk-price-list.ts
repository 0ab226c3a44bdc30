import type { SaleItem } from '../../../modules/school-office/domain/book-sale-types';

/**
 * The starting visitors (today's, one still in), complaints (one raised, one assigned, one
 * resolved), a meeting and a training with attendees, the book and uniform price list (saleItems) and two book sales
 * with their BOOKS charges. D-SHI only: other companies start empty. Written once with seedOnce (never again, so
 * deletions stay), relative to the server's today; registered in frontdesk/fd-seeders.ts.
 */

const STANDARDS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

const BOOK_SET = [450, 480, 520, 560, 600, 780, 820, 860, 1150, 1200];

const SIZES = ['24', '26', '28', '30', '32', '34', '36'];

/**
 * The price list: a book set and a notebook pack per standard, shirts and trousers by size, and what any class buys.
 */
export function priceList(): SaleItem[] {
  const item = (
    code: string,
    name: string,
    kind: SaleItem['kind'],
    className: string,
    size: string,
    rate: number,
  ): SaleItem => ({ code, name, kind, className, size, rate, active: true });
  return [
    ...STANDARDS.flatMap((standard, index) => [
      item(`BK-${standard}`, `Textbook set, class ${standard}`, 'BOOK', standard, '', BOOK_SET[index]!),
      item(`NB-${standard}`, `Notebook pack, class ${standard}`, 'STATIONERY', standard, '', 120 + index * 15),
    ]),
    ...SIZES.flatMap((size, index) => [
      item(`SH-${size}`, 'Uniform shirt', 'UNIFORM', '', size, 280 + index * 20),
      item(`TR-${size}`, 'Uniform trousers or skirt', 'UNIFORM', '', size, 340 + index * 25),
    ]),
    item('TIE', 'School tie', 'UNIFORM', '', '', 90),
    item('BELT', 'School belt', 'UNIFORM', '', '', 110),
    item('DIARY', 'School diary', 'STATIONERY', '', '', 75.5),
  ];
}
