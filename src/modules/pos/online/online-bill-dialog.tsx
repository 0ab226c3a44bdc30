import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BillPrint } from '../../../kits/billing/bill/bill-print';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { BillingRequirements } from '../../../kits/billing/domain/master-types';
import type { OnlineOrder } from './domain/online-order-types';

export interface OnlineBillPrint {
  order: OnlineOrder;
  bill: Bill;
  print: { outletName: string; gstin: string };
}

/**
 * What the engine's bill slip reads of the billing requirements, for a bill made off the terminal (settled: no UPI
 * code).
 */
function slipRequirements(bill: Bill, print: OnlineBillPrint['print']): BillingRequirements {
  return {
    today: bill.dat,
    outlets: [
      {
        code: bill.outlet,
        name: print.outletName,
        outletType: 'DELIVERY',
        autoSettle: false,
        serviceCharge: bill.serviceChargePercent,
        billPrefix: '',
        billingGroup: '',
      },
    ],
    items: [],
    rates: {},
    taxes: [],
    taxAssignments: [],
    tables: [],
    waiters: [],
    ncDepartments: [],
    customers: [],
    rooms: [],
    discountLimit: 0,
    canApproveDiscount: false,
    upi: { vpa: '', payee: '' },
    gstin: print.gstin,
  };
}

/** An online order's bill on the engine's 80 mm slip, the order and customer in place of the table. */
export function OnlineBillDialog({ printing, onHide }: { printing: OnlineBillPrint; onHide: () => void }) {
  const { order, bill, print } = printing;
  return (
    <Modal show onHide={onHide} aria-labelledby="online-bill-title">
      <Modal.Header closeButton>
        <Modal.Title id="online-bill-title" className="h5">
          Bill {bill.seq} of order {order.seq}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <BillPrint
          bill={bill}
          requirements={slipRequirements(bill, print)}
          party={`Online order ${order.seq} · ${order.customerName}, ${order.phone}`}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close the bill
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
