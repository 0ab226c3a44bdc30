import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Loading, LoadFailed } from '../../../components/load-state';
import { PrintOutlet } from '../../../components/print/paper-setting';
import { toApiError } from '../../../lib/api/api-error';
import { OutboxStatus } from '../../../lib/offline/outbox-status';
import type { Bill } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { useBillingRequirements } from '../billing-api';
import { DayClosePanel } from '../settle/day-close-panel';
import { SettleDialog } from '../settle/settle-dialog';
import { UnsettledBillsPanel } from '../settle/unsettled-bills-panel';
import { OutletPicker } from './outlet-picker';
import { PaperPicker } from './paper-picker';
import { SettledPrintOffer } from './settled-print-offer';
import { useBillingRight } from '../use-billing-right';
import { useTerminalData, type TerminalData } from './use-terminal-data';

type Panel = 'unsettled' | 'day' | null;

/**
 * The billing screen's frame: the menu and masters loaded, the outlet, what waits to send, unsettled bills and day
 * close.
 */
export function TerminalFrame({ title, children }: { title: string; children: (data: TerminalData) => ReactNode }) {
  const requirements = useBillingRequirements();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h4 d-print-none text-break">
        {title}
      </h1>
      {/* Above the loading states: after a reload with the backend away, what waits is still shown (and sent). Its line
          is kept while nothing waits, so the terminal does not jump under the cashier's finger each time a KOT is
          kept and sent (a tap meant for a line landed on the one above). */}
      <div className="d-print-none outbox-line">
        <OutboxStatus />
      </div>
      {/* A later read that fails leaves the terminal as it was (with what it read): only a first read shows it. */}
      {requirements.isError && !requirements.data ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : requirements.isPending ? (
        <Loading label="Loading the menu and tables…" />
      ) : requirements.data.outlets.length === 0 ? (
        <p>No outlet is assigned to you: ask an administrator to assign one.</p>
      ) : (
        <TerminalBody requirements={requirements.data}>{children}</TerminalBody>
      )}
    </section>
  );
}

function TerminalBody({
  requirements,
  children,
}: {
  requirements: BillingRequirements;
  children: (data: TerminalData) => ReactNode;
}) {
  const data = useTerminalData(requirements);
  const may = useBillingRight();
  const [panel, setPanel] = useState<Panel>(null);
  const [settling, setSettling] = useState<Bill | null>(null);
  const toggle = (wanted: Panel) => setPanel((now) => (now === wanted ? null : wanted));
  return (
    // The slips printed here (KOTs, tokens) are laid out for this outlet's roll.
    <PrintOutlet.Provider value={data.outlet?.code}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
        <OutletPicker outlets={requirements.outlets} value={data.outlet?.code ?? ''} onChange={data.chooseOutlet} />
        {data.outlet && <PaperPicker outlet={data.outlet.code} />}
        {may('settle') && (
          <Button variant="outline-secondary" aria-expanded={panel === 'unsettled'} onClick={() => toggle('unsettled')}>
            Unsettled bills
          </Button>
        )}
        {may('settle') && (
          <Button variant="outline-secondary" aria-expanded={panel === 'day'} onClick={() => toggle('day')}>
            Day close
          </Button>
        )}
      </div>
      <div className="d-print-none">
        {data.notice && (
          <Alert variant={data.notice.variant} dismissible onClose={() => data.setNotice(null)} role="status">
            {data.notice.text}
          </Alert>
        )}
        {data.settled && (
          <SettledPrintOffer
            key={`${data.settled.billId}|${data.settled.part ?? data.settled.billNo}`}
            bill={data.settled}
            requirements={requirements}
            onDone={() => data.setSettled(null)}
          />
        )}
        {panel === 'unsettled' && <UnsettledBillsPanel requirements={requirements} onSettle={setSettling} />}
        {panel === 'day' && <DayClosePanel requirements={requirements} />}
      </div>
      {children(data)}
      {settling && (
        <SettleDialog
          show
          onHide={() => setSettling(null)}
          requirements={requirements}
          bill={settling}
          onSettled={(bill) => {
            setSettling(null);
            data.setSettled(bill);
            data.setNotice({ variant: 'success', text: `Bill ${bill.seq || bill.tableNo} settled.` });
          }}
        />
      )}
    </PrintOutlet.Provider>
  );
}
