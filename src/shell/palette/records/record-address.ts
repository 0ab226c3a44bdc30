import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { SessionRecord } from '../../../lib/session/session-types';
import { screenFor } from '../../../menus/record-kind-screens';
import { mayModify } from './record-screens';
import type { FoundRecord, RecordKind } from '../../../lib/record-search/record-search-wire';

type Params = Readonly<Record<string, string>>;

const at = (screen: ScreenDeclaration, params: Params) => `/${screen.path}?${new URLSearchParams(params).toString()}`;

/** A master's or document's form where the user may change it, else its list searched for it. */
const formOrList = (record: FoundRecord, screen: ScreenDeclaration, session: SessionRecord): Params =>
  mayModify(session, screen) ? { record: record.recordId } : { q: record.number };

const day = (record: FoundRecord): Params => ({ from: record.date, to: record.date });

/** How each kind's screen is opened on one record, from the address. */
const PARAMS: Readonly<
  Record<RecordKind, (record: FoundRecord, screen: ScreenDeclaration, session: SessionRecord) => Params>
> = {
  // The List of sales report, of the bill's day and outlet (report parameters are `p.<name>`).
  'restaurant-bill': (record) => ({ 'p.frmDate': record.date, 'p.toDate': record.date, 'p.restaCode': record.scope }),
  'takeaway-bill': (record) => ({ 'p.frmDate': record.date, 'p.restaCode': record.scope }),
  // The counter's bills of its day, searched for it, its slip open.
  'counter-bill': (record) => ({ ...day(record), q: record.number, bill: record.recordId }),
  guest: (record) => ({ stay: record.recordId }),
  pupil: formOrList,
  item: formOrList,
  supplier: formOrList,
  customer: formOrList,
  employee: formOrList,
  voucher: (record) => ({ record: record.recordId }),
  'purchase-order': formOrList,
  'purchase-quotation': day,
  'sale-order': (record) => ({ record: record.recordId }),
  'sale-quotation': (record, screen, session) =>
    mayModify(session, screen) ? { record: record.recordId } : day(record),
};

/**
 * Where a found record opens: its screen (screenFor) when the user may open it, with the record in the address;
 * null otherwise.
 */
export function addressOf(
  record: FoundRecord,
  screens: readonly ScreenDeclaration[],
  session: SessionRecord,
): string | null {
  const wanted = screenFor(record.kind, record.scope, screens);
  const screen = wanted && screens.includes(wanted) ? wanted : undefined;
  return screen ? at(screen, PARAMS[record.kind](record, screen, session)) : null;
}
