import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { RecordKind } from '../../../lib/record-search/record-search-wire';
import { rowsOf } from '../seeded-rows';
import { found, type RecordFinder } from './record-finder';
import { searchIndex } from './search-index';

type Row = Record<string, unknown>;

export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

interface MasterShape {
  kind: RecordKind;
  /** The master's records-store name (its declaration's name). */
  resource: string;
  /** The field the screen opens a record by, and the number a person knows it by. */
  key: string;
  name: (row: Row) => string;
  detail: (row: Row) => string;
  /** Where a kind's records come from more than one master: the screens that open this one (any will do)... */
  screens?: readonly ScreenDeclaration[];
  /** ...and how the client tells this master's records apart (FoundRecord.scope). */
  scope?: string;
}

/**
 * The finder of a declared master (suppliers, customers, items...): its records, seeded on first use, in an index
 * by key and name; active records before inactive ones, each by name.
 */
export function masterFinder(shape: MasterShape): RecordFinder {
  const index = searchIndex(`${shape.kind}:${shape.resource}`, async (companyCode) =>
    (await rowsOf(shape.resource, companyCode))
      .map((row) => ({ row, key: text(row[shape.key]), name: shape.name(row), active: row.active !== false }))
      .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name))
      .map(({ row, key, name }) => ({ number: key, name, value: { key, name, detail: shape.detail(row) } })),
  );
  return {
    kind: shape.kind,
    async find({ companyCode, query, limit, may }) {
      if (shape.screens && !shape.screens.some(may)) return [];
      return (await index.find(companyCode, query, limit)).map(({ value, exact }) =>
        found(shape.kind, {
          recordId: value.key,
          number: value.key,
          name: value.name,
          detail: value.detail,
          scope: shape.scope ?? '',
          exact,
        }),
      );
    },
    warm: (companyCode) => index.entries(companyCode),
  };
}
