import { isDay } from '../../../lib/format/wire-day';

/** A request as typed: text trimmed, blanks as ''. The form and the demo backend check the same. */
export interface RequestDraft {
  header: { dat: string; department: string; empno: string; descriptio: string };
  details: ReadonlyArray<DraftLine>;
}

export interface DraftLine {
  itemId: string;
  itemDescription: string;
  purpose: string;
  suggestedSupplier: string;
  qty: number | null;
  um: string;
  reqdBy: string;
}

/** What a request may refer to: items with the units each is counted in, departments, employees, suppliers. */
export interface RequestMasters {
  items: ReadonlyMap<string, ReadonlySet<string>>;
  departments: ReadonlySet<string>;
  employees: ReadonlySet<string>;
  suppliers: ReadonlySet<string>;
}

export const MAX_LINES = 100;
/** The engine's quantity bound: 9,99,999.999. */
export const MAX_QUANTITY = 999_999.999;
const LIMITS = { descriptio: 250, itemDescription: 200, purpose: 100 } as const;

/** Why a quantity cannot be saved (more than 0, at most 3 decimals, within bounds), or null. */
export function quantityProblem(qty: number | null | undefined, upTo = MAX_QUANTITY): string | null {
  if (qty === null || qty === undefined || !Number.isFinite(qty)) return 'Give the quantity.';
  if (qty <= 0) return 'The quantity must be more than 0.';
  if (Math.abs(qty * 1000 - Math.round(qty * 1000)) > 1e-6) return 'At most 3 decimals.';
  if (qty > upTo) return upTo === MAX_QUANTITY ? 'At most 9,99,999.999.' : `At most ${upTo}.`;
  return null;
}

const tooLong = (text: string, max: number) => (text.length > max ? `At most ${max} characters.` : null);

function lineProblems(
  line: DraftLine,
  index: number,
  date: string,
  masters: RequestMasters,
  problems: Record<string, string>,
) {
  const at = (field: string, message: string | null) => {
    if (message) problems[`details.${index}.${field}`] = message;
  };
  const units = masters.items.get(line.itemId);
  at('itemId', line.itemId === '' ? 'Choose the item.' : units ? null : `There is no item ${line.itemId}.`);
  at('qty', quantityProblem(line.qty));
  at('um', units && line.um !== '' && !units.has(line.um) ? `This item is not counted in ${line.um}.` : null);
  at(
    'suggestedSupplier',
    line.suggestedSupplier !== '' && !masters.suppliers.has(line.suggestedSupplier)
      ? `There is no supplier ${line.suggestedSupplier}.`
      : null,
  );
  at('itemDescription', tooLong(line.itemDescription, LIMITS.itemDescription));
  at('purpose', tooLong(line.purpose, LIMITS.purpose));
  if (line.reqdBy !== '')
    at(
      'reqdBy',
      !isDay(line.reqdBy)
        ? 'Give a real date.'
        : isDay(date) && line.reqdBy < date
          ? 'It cannot be before the request date.'
          : null,
    );
}

/**
 * Everything wrong with a request, by the server's field path (`header.dat`, `details.0.qty`): a real
 * date, at least one line, known items in their own units, quantities above 0 with at most 3
 * decimals, and the department, employee and suggested suppliers known when given.
 */
export function requestProblems(draft: RequestDraft, masters: RequestMasters): Record<string, string> {
  const problems: Record<string, string> = {};
  const { header, details } = draft;
  if (header.dat === '') problems['header.dat'] = 'Give the request date.';
  else if (!isDay(header.dat)) problems['header.dat'] = 'Give a real date.';
  if (header.department !== '' && !masters.departments.has(header.department))
    problems['header.department'] = `There is no department ${header.department}.`;
  if (header.empno !== '' && !masters.employees.has(header.empno))
    problems['header.empno'] = `There is no employee ${header.empno}.`;
  const long = tooLong(header.descriptio, LIMITS.descriptio);
  if (long) problems['header.descriptio'] = long;
  if (details.length === 0) problems.details = 'Add at least one item.';
  else if (details.length > MAX_LINES) problems.details = `At most ${MAX_LINES} lines.`;
  details.forEach((line, index) => lineProblems(line, index, header.dat, masters, problems));
  return problems;
}
