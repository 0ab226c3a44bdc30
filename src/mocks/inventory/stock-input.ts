import { isIsoDate } from '../../lib/format/iso-date';
import type { SaveHeader, SaveLine } from '../../modules/inventory/stock-transactions/stock-wire';
import { isTraType } from '../../modules/inventory/stock-transactions/tra-types';

type Body = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const number = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
/** The body is read case-insensitively, as ASP.NET Core does. */
const field = (record: Body, name: string): unknown =>
  record[Object.keys(record).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name];
const asRecord = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};

export type ReadSave = { header: SaveHeader; lines: SaveLine[] } | { refusal: string };

/**
 * A SetInvTransaction body `{header, lines, mgts?, usr}` as our types; the stock rows (`mgts`) the client may send are
 * ignored: the server computes them.
 */
export function readSaveBody(body: Body): ReadSave {
  const header = asRecord(field(body, 'header'));
  const traType = field(header, 'traType');
  if (!isTraType(traType))
    return { refusal: 'The header must name its TraType: "Issues", "Losses", "Sameple In", "Sample Out" or "Audit".' };
  const rawLines = field(body, 'lines');
  const lines = (Array.isArray(rawLines) ? rawLines : []).map((raw, index): SaveLine => {
    const line = asRecord(raw);
    const counted = field(line, 'counted');
    return {
      sno: Number(field(line, 'sno')) || index + 1,
      itemId: text(field(line, 'itemId')),
      qtyin: number(field(line, 'qtyin') ?? 0),
      qtyout: number(field(line, 'qtyout') ?? 0),
      store: text(field(line, 'store')),
      gin: text(field(line, 'gin')),
      rate: number(field(line, 'rate') ?? 0),
      ...(counted === undefined ? {} : { counted: typeof counted === 'number' ? counted : text(counted) }),
    };
  });
  return {
    header: {
      traType,
      dat: text(field(header, 'dat')).slice(0, 10),
      descriptio: text(field(header, 'descriptio')),
      department: text(field(header, 'department')),
      lossType: text(field(header, 'lossType')),
      store: text(field(header, 'store')),
    },
    lines,
  };
}

/**
 * Field errors of the header and of the document as a whole (before any stock is looked at). An issue goes to a
 * department or to a running production batch (`batches`: their record ids); a batch that is not running
 * is refused as such.
 */
export function headerProblems(
  header: SaveHeader,
  lines: readonly SaveLine[],
  known: { departments: Set<string>; lossTypes: Set<string>; stores: Set<string>; batches?: Set<string> },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isIsoDate(header.dat)) problems['header.dat'] = 'Give the date of the document.';
  const department = header.department ?? '';
  if (header.traType === 'Issues' && !known.departments.has(department) && !known.batches?.has(department))
    problems['header.department'] = department
      ? known.batches && /^\d+$/.test(department)
        ? `Batch ${department} is not running: material cannot be issued to it.`
        : `${department} is not a known department.`
      : 'Choose the department the goods go to.';
  if (header.traType === 'Losses' && !known.lossTypes.has(header.lossType ?? ''))
    problems['header.lossType'] = header.lossType
      ? `${header.lossType} is not a known loss type.`
      : 'Choose the loss type.';
  if (header.traType === 'Audit' && !known.stores.has(header.store ?? ''))
    problems['header.store'] = header.store
      ? `${header.store} is not a known store.`
      : 'Choose the store that was counted.';
  if (lines.length === 0)
    problems.lines = header.traType === 'Audit' ? 'The count sheet has no counted line.' : 'Add at least one line.';
  lines.forEach((line, index) => {
    if (header.traType !== 'Audit' && line.store && !known.stores.has(line.store))
      problems[`lines.${index}.store`] = `${line.store} is not a known store.`;
  });
  return problems;
}
