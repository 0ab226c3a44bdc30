import type { ReportRow } from '../../../engine/report/report';
import { FD_REPORT_ENDPOINTS as E } from '../../../modules/school-office/reports/domain/report-endpoints';
import {
  TERMWISE_PENDINGS_REPORT,
  TOTAL_PENDINGS_REPORT,
} from '../../../modules/school-office/fees/fee-report-declarations';
import { fromPaise, sumPaise } from '../../../lib/money/money';
import { TERMS, type Term } from '../../../kits/school/school-year';
import { classCodeOf } from '../../../kits/school/class-code';
import { feeBooksOf, ledgerFrom } from '../../core/school/fee-ledger-source';
import type { SchoolReportAsk } from '../../core/school/report-ask';
import type { SchoolReportMap } from '../../core/school/school-report-handler';

/**
 * The fee reports' rows: each pupil's ledger as on the report's day (fee-ledger-source.ts), the
 * pupils with a balance above 0 (of the term, for the term-wise report), by class then name. Rupees.
 */
const TERM_NAMES: Readonly<Record<Term, string>> = { T1: 'Term 1', T2: 'Term 2' };

/** Each pupil (of the class asked, when one is) with the ledger's rows as on the report's day. */
async function ledgersOf(companyCode: number, ask: SchoolReportAsk) {
  const books = await feeBooksOf(companyCode);
  const wanted = ask.values.classCode?.toUpperCase() ?? '';
  return books.students
    .filter((student) => !wanted || classCodeOf(student) === wanted)
    .sort((a, b) => classCodeOf(a).localeCompare(classCodeOf(b)) || a.name.localeCompare(b.name))
    .map((student) => ({
      student,
      classCode: classCodeOf(student),
      ledger: ledgerFrom(books, student.admissionNo, ask.period.to),
    }));
}

type Figures = { due: number; fine: number; paid: number; concession: number; balance: number };
const figuresOf = (rows: readonly Figures[]) => {
  const sum = (field: keyof Figures) => fromPaise(sumPaise(rows.map((row) => row[field])));
  return {
    due: sum('due'),
    fine: sum('fine'),
    paid: sum('paid'),
    concession: sum('concession'),
    balance: sum('balance'),
  };
};

export const FEE_REPORT_ROWS: SchoolReportMap = {
  [E.termwisePendings]: {
    report: TERMWISE_PENDINGS_REPORT,
    rows: async (companyCode, ask) => {
      if (ask.detail && !TERMS.includes(ask.detail as Term))
        return `There is no term '${ask.detail}': choose Term 1 or Term 2.`;
      const terms = ask.detail ? [ask.detail as Term] : TERMS;
      const pupils = await ledgersOf(companyCode, ask);
      const rows: ReportRow[] = [];
      for (const term of terms) {
        for (const { student, classCode, ledger } of pupils) {
          const figures = figuresOf(ledger.rows.filter((row) => row.term === term));
          if (figures.balance > 0)
            rows.push({
              term: TERM_NAMES[term],
              admissionNo: student.admissionNo,
              name: student.name,
              classCode,
              ...figures,
            });
        }
      }
      return rows;
    },
  },
  [E.totalPendings]: {
    report: TOTAL_PENDINGS_REPORT,
    rows: async (companyCode, ask) =>
      (await ledgersOf(companyCode, ask)).flatMap(({ student, classCode, ledger }): ReportRow[] => {
        const figures = figuresOf(ledger.rows);
        if (figures.balance <= 0) return [];
        const termBalance = (term: Term) =>
          fromPaise(sumPaise(ledger.rows.filter((row) => row.term === term).map((row) => row.balance)));
        return [
          {
            admissionNo: student.admissionNo,
            name: student.name,
            classCode,
            ...figures,
            term1: termBalance('T1'),
            term2: termBalance('T2'),
          },
        ];
      }),
  },
};
