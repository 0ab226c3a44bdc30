import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { useCurrentScreen } from '../../../../engine/current-screen';
import type { Bill, SettleInput } from '../../../../kits/billing/domain/bill-types';
import { changeDue } from '../../../../kits/billing/domain/settlement-rules';
import { outletRateOf } from '../../../../kits/billing/domain/item-tax';
import { BillSummary } from '../../../../kits/billing/bill/bill-summary';
import { DiscountFields } from '../../../../kits/billing/bill/discount-fields';
import { SettleDialog } from '../../../../kits/billing/settle/settle-dialog';
import { ItemTiles } from '../../../../kits/billing/terminal/item-tiles';
import { OutletPicker } from '../../../../kits/billing/terminal/outlet-picker';
import { useOutletChoice } from '../../../../kits/billing/terminal/use-outlet-choice';
import { toApiError } from '../../../../lib/api/api-error';
import { toPaise } from '../../../../lib/money/money';
import { OutboxStatus } from '../../../../lib/offline/outbox-status';
import { useShortcuts } from '../../../../lib/shortcuts/use-shortcuts';
import {
  sendCounterSale,
  useCounterRefresh,
  useCounterRequirements,
  useCounterRight,
  type SaleOutcome,
} from '../counter-api';
import { COUNTER_KEY } from '../domain/counter-endpoints';
import type { CounterRequirements } from '../domain/counter-types';
import { CounterBillPrint } from './counter-bill-print';
import { CounterEntryBox } from './counter-entry-box';
import { CounterLinesTable } from './counter-lines-table';
import { useCounterSale } from './use-counter-sale';

interface Printed {
  bill: Bill;
  party: string;
  change: number;
  note?: string;
}

const KEPT_NOTE =
  'The server did not answer: the sale is kept on this device and sent by itself (its bill number comes then). Its stock is checked when it arrives.';

/**
 * A shop counter (/pos/sale-classy keyboard first; /pos/sale-stylish and /pos/pos-billing-stylish as tiles for
 * touch screens and phones): ring up goods by barcode, code or name, name a customer if any, give a discount
 * within the limit, then Bill and settle (F8) in the engine's settle dialog; the bill prints on 80 mm paper.
 */
export function CounterSaleScreen({ touch }: { touch: boolean }) {
  const title = useCurrentScreen()?.title ?? 'Counter sales';
  const requirements = useCounterRequirements();
  useCounterRefresh();
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        <OutboxStatus />
      </div>
      {/* A failed re-read keeps the counter on what it read (the till sells on with no network); only a first read that
          failed stops it. */}
      {requirements.isError && !requirements.data ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : !requirements.data ? (
        <Loading label="Loading the counter…" />
      ) : requirements.data.outlets.length === 0 ? (
        <p>You bill at no counter: an outlet of type Billing counter must be assigned to you.</p>
      ) : (
        <CounterTerminal requirements={requirements.data} touch={touch} />
      )}
    </section>
  );
}

/** The counter itself for given requirements (exported for the benchmark page, which mounts it with 20,000 items). */
export function CounterTerminal({ requirements, touch }: { requirements: CounterRequirements; touch: boolean }) {
  const [chosen, choose] = useOutletChoice(requirements.outlets);
  const outlet = chosen!;
  const sale = useCounterSale(requirements, outlet);
  const mayBill = useCounterRight('bill');
  const mayPrint = useCounterRight('print');
  const queryClient = useQueryClient();
  const entry = useRef<HTMLInputElement>(null);
  const outcome = useRef<SaleOutcome | null>(null);
  const [notice, setNotice] = useState<{ danger: boolean; text: string } | null>(null);
  const [draft, setDraft] = useState<Bill | null>(null);
  const [printed, setPrinted] = useState<Printed | null>(null);
  const buyer = requirements.buyers.find((row) => row.code === sale.customer);

  const openSettle = () => {
    if (!mayBill) return setNotice({ danger: true, text: 'You may not make bills at this counter.' });
    if (sale.blocked)
      return setNotice({
        danger: true,
        text: sale.pad.lines.length === 0 ? 'Ring up at least one item first.' : 'Put the discount right first.',
      });
    setNotice(null);
    setDraft(sale.provisional());
  };
  useShortcuts([{ keys: 'F8', label: 'Bill and settle', run: openSettle }]);

  const confirm = async (settle: SettleInput) => {
    try {
      outcome.current = await sendCounterSale(sale.input(settle), `Counter sale at ${outlet.name}`);
    } catch (error) {
      // The refusal (goods beyond stock, credit over the limit) stays on the screen too; the lines stay.
      setNotice({ danger: true, text: toApiError(error).message });
      throw error;
    }
  };
  const settled = (bill: Bill) => {
    const done = outcome.current;
    const party = buyer ? `Customer: ${buyer.name}` : 'Counter sale';
    setPrinted(
      done?.kind === 'made'
        ? { bill: done.bill, party, change: toPaise(done.change) }
        : { bill, party, change: changeDue(bill.tenders), note: KEPT_NOTE },
    );
    setDraft(null);
    sale.reset();
    setNotice(null);
    void queryClient.invalidateQueries({ queryKey: [COUNTER_KEY] });
  };
  const changeOutlet = (code: string) => {
    const next = requirements.outlets.find((row) => row.code === code);
    if (next) sale.rerate(next);
    choose(code);
  };
  const settleNeeds = buyer
    ? { ...requirements, customers: requirements.customers.filter((row) => row.code === buyer.code) }
    : requirements;

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <OutletPicker outlets={requirements.outlets} value={outlet.code} onChange={changeOutlet} />
        <Form.Group controlId="counter-customer" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0">Customer</Form.Label>
          <Form.Select
            value={sale.customer}
            onChange={(event) => sale.setCustomer(event.target.value)}
            style={{ maxWidth: '18rem', minWidth: 0 }}
          >
            <option value="">Walk-in customer</option>
            {requirements.buyers.map((row) => (
              <option key={row.code} value={row.code}>
                {row.name} ({row.mobile})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {notice && (
        <Alert
          variant={notice.danger ? 'danger' : 'info'}
          role={notice.danger ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          dismissible
        >
          {notice.text}
        </Alert>
      )}
      <div className="row g-3">
        <div className="col-lg-7">
          <CounterEntryBox
            catalogue={sale.catalogue}
            inputRef={entry}
            rateOf={(item) => outletRateOf(item, outlet.code, requirements.rates)}
            onAdd={(item, qty) => {
              sale.add(item, qty);
              setNotice(null);
            }}
            onRefused={(text) => setNotice({ danger: true, text })}
            onStep={sale.step}
            onMove={sale.move}
            onRemove={() => sale.pad.selected && sale.remove(sale.pad.selected)}
          />
          {touch && (
            <ItemTiles
              items={requirements.items}
              outlet={outlet.code}
              rates={requirements.rates}
              onAdd={(item) => sale.add(item, 1)}
            />
          )}
          <h2 className="h6 mt-3">Sale lines</h2>
          <CounterLinesTable
            lines={sale.pad.lines}
            priced={sale.priced.lines}
            selected={sale.pad.selected}
            touch={touch}
            onQuantity={sale.setQuantity}
            onStep={sale.stepLine}
            onRemove={sale.remove}
            onSelect={sale.select}
          />
        </div>
        <div className="col-lg-5">
          {sale.shortages.length > 0 && (
            <Alert variant="warning" role="status">
              <p className="mb-1">Beyond the stock the counter last saw:</p>
              <ul className="mb-0" aria-label="Stock warnings">
                {sale.shortages.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Alert>
          )}
          <DiscountFields {...sale.discount} disabled={false} />
          <BillSummary figures={sale.priced} caption="Sale figures" />
          <div className="d-flex flex-wrap gap-2">
            <Button size="lg" onClick={openSettle} disabled={!mayBill} aria-keyshortcuts="F8">
              Bill and settle (F8)
            </Button>
            <Button variant="outline-secondary" onClick={() => sale.reset()} disabled={sale.pad.lines.length === 0}>
              Clear the sale
            </Button>
          </div>
        </div>
      </div>
      {draft && (
        <SettleDialog
          show
          onHide={() => setDraft(null)}
          requirements={settleNeeds}
          bill={draft}
          onSettled={settled}
          onConfirm={confirm}
        />
      )}
      {printed && (
        <CounterBillPrint
          bill={printed.bill}
          requirements={requirements}
          party={printed.party}
          change={printed.change}
          note={printed.note}
          autoPrint
          mayPrint={mayPrint}
          onHide={() => {
            setPrinted(null);
            entry.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** /pos/sale-classy: the counter at a desk, keyboard and scanner first. */
export function CounterKeyboardScreen() {
  return <CounterSaleScreen touch={false} />;
}

/** /pos/sale-stylish and /pos/pos-billing-stylish: the counter as tiles, for touch screens and phones. */
export function CounterTouchScreen() {
  return <CounterSaleScreen touch />;
}
