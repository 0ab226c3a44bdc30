import { format } from 'date-fns';
import type { DemoCompany } from '../../core/company/companies';

/** [code, title, periodicity, publisher, language, annual subscription, copies, renewal date] */
type JournalRow = [string, string, string, string, string, number, number, string];

const JOURNALS: JournalRow[] = [
  ['SCIREP', 'Science Reporter', 'MONTHLY', 'CSIR-NIScPR', 'EN', 300, 2, '2026-03-31'],
  ['DTE', 'Down To Earth', 'FORTNIGHTLY', 'Centre for Science and Environment', 'EN', 1000, 1, '2026-03-31'],
  ['TINKLE', 'Tinkle', 'MONTHLY', 'Amar Chitra Katha', 'EN', 1200, 3, '2025-12-31'],
  ['CHAMPAK', 'Champak', 'FORTNIGHTLY', 'Delhi Press', 'EN', 1000, 3, '2025-12-31'],
  ['YOJANA', 'Yojana', 'MONTHLY', 'Publications Division', 'EN', 230, 1, '2026-03-31'],
  ['CSR', 'Competition Success Review', 'MONTHLY', 'CSR Publications', 'EN', 600, 1, '2026-06-30'],
  ['TOI', 'The Times of India', 'DAILY', 'Bennett, Coleman and Co.', 'EN', 2400, 2, '2026-03-31'],
  ['VIGPR', 'Vigyan Pragati', 'MONTHLY', 'CSIR-NIScPR', 'HI', 150, 1, '2026-03-31'],
  ['MAGPOT', 'Magic Pot', 'WEEKLY', 'Malayala Manorama', 'EN', 1200, 2, '2026-01-31'],
  ['FRONT', 'Frontline', 'FORTNIGHTLY', 'The Hindu Group', 'EN', 1500, 1, '2026-03-31'],
  ['INDTOD', 'India Today', 'WEEKLY', 'Living Media India', 'EN', 2300, 1, '2026-02-28'],
  ['PFY', 'Physics For You', 'MONTHLY', 'MTG Learning Media', 'EN', 700, 1, '2026-03-31'],
  ['CTY', 'Chemistry Today', 'MONTHLY', 'MTG Learning Media', 'EN', 700, 1, '2026-03-31'],
  ['MTY', 'Mathematics Today', 'MONTHLY', 'MTG Learning Media', 'EN', 700, 1, '2026-03-31'],
  ['LOKSATTA', 'Loksatta', 'DAILY', 'The Indian Express Group', 'MR', 1800, 1, '2026-03-31'],
  ['KISHOR', 'Kishor', 'MONTHLY', 'Balbharati', 'MR', 120, 2, '2026-05-31'],
];

/** A renewal date moved on by whole years until it is not before today: every seeded subscription is running. */
function running(renewalDate: string, today = format(new Date(), 'yyyy-MM-dd')): string {
  let year = Number(renewalDate.slice(0, 4));
  while (`${year}${renewalDate.slice(4)}` < today) year += 1;
  return `${year}${renewalDate.slice(4)}`;
}

/** Journal subscriptions: sixteen for the school (D-SHI), eight elsewhere. */
export function journalSeed(company: DemoCompany) {
  const rows = company.pCode === 'D-SHI' ? JOURNALS : JOURNALS.slice(0, 8);
  return rows.map(([code, title, periodicity, publisher, language, subscription, copies, renewalDate], index) => ({
    code,
    title,
    periodicity,
    publisher,
    language,
    subscription,
    copies,
    subscribedFrom: `${2019 + (index % 6)}-04-01`,
    renewalDate: running(renewalDate),
    active: true,
  }));
}
