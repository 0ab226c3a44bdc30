import { toPaise } from '../../../lib/money/money';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import type { BankStatementAnswer, EsiStatementAnswer, PfStatementAnswer } from '../domain/payment-types';
import { bankFileName } from '../domain/statement-bank';
import { ecrText } from '../domain/statement-pf';

/** Saves a file the browser offers to download. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * One CSV a bank (papaparse loaded on first use): employee code, name, account number, IFSC, amount. Answers the files'
 * names.
 */
export async function downloadBankFiles(statement: BankStatementAnswer): Promise<string[]> {
  const { default: Papa } = await import('papaparse');
  return statement.banks.map((bank) => {
    const csv = Papa.unparse(
      {
        fields: ['Employee code', 'Employee', 'Account number', 'IFSC', 'Amount'],
        data: bank.rows.map((row) => [
          row.empCode,
          row.empname,
          row.account,
          row.ifsc,
          formatMoneyPlain(toPaise(row.amount)),
        ]),
      },
      { escapeFormulae: true },
    );
    const name = `${bankFileName(statement.month, bank.bankName)}.csv`;
    download(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), name);
    return name;
  });
}

/** The EPFO ECR 2.0 text file (UAN#~#name#~#...), one member a line. */
export function downloadEcr(statement: PfStatementAnswer): string {
  const name = `ecr-${statement.month}.txt`;
  download(new Blob([ecrText(statement.rows)], { type: 'text/plain;charset=utf-8' }), name);
  return name;
}

/** The ESI statement as Excel (write-excel-file loaded on first use): IP number, name, days, wages, contributions. */
export async function downloadEsi(statement: EsiStatementAnswer): Promise<string> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = [
    'IP Number',
    'IP Name',
    'No of Days',
    'Total Monthly Wages',
    'Employee Contribution',
    'Employer Contribution',
  ].map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = statement.rows.map((row) => [
    { type: String, value: row.ipNumber },
    { type: String, value: row.name },
    { type: Number, value: row.daysPaid },
    { type: Number, value: row.wages },
    { type: Number, value: row.employeeContribution },
    { type: Number, value: row.employerContribution },
  ]);
  const name = `esi-${statement.month}.xlsx`;
  await writeExcelFile([header, ...body]).toFile(name);
  return name;
}
