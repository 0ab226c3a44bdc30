import type { FieldDeclaration } from '../resource';
import { cellText, type ReferenceLabels } from './cell-text';
import type { ListRow } from './list-rows';

const NUMERIC = new Set(['number', 'money', 'percent']);

/** The filtered rows as the export sees them: a header of labels, then values (numbers stay numbers). */
export function exportTable(
  columns: readonly FieldDeclaration[],
  rows: readonly ListRow[],
  references: ReferenceLabels,
) {
  const header = columns.map((column) => column.label);
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = row.record[column.name];
      return NUMERIC.has(column.type) && typeof value === 'number' ? value : cellText(column, value, references);
    }),
  );
  return { header, body };
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** CSV (papaparse, loaded on first use), with a byte-order mark so spreadsheet programs read UTF-8. */
export async function exportCsv(fileName: string, table: ReturnType<typeof exportTable>): Promise<void> {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse({ fields: table.header, data: table.body }, { escapeFormulae: true });
  download(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/** Excel .xlsx (write-excel-file, loaded on first use). */
export async function exportExcel(fileName: string, table: ReturnType<typeof exportTable>): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = table.header.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = table.body.map((row) =>
    row.map((value) => (typeof value === 'number' ? { type: Number, value } : { type: String, value })),
  );
  await writeExcelFile([header, ...body]).toFile(`${fileName}.xlsx`);
}
