import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Bill, SettleInput } from '../../../../kits/billing/domain/bill-types';
import type { PosMenuItem, PosOutlet } from '../../../../kits/billing/domain/master-types';
import { outletRateOf } from '../../../../kits/billing/domain/item-tax';
import { discountWithinLimit, pricedBill } from '../../../../kits/billing/domain/priced-bill';
import { pricingContextOf, readDiscount, type DiscountKind } from '../../../../kits/billing/bill/make-bill-logic';
import { newClientId } from '../../../../kits/billing/billing-api';
import { counterCatalogue } from '../domain/counter-entry';
import {
  addItem,
  EMPTY_PAD,
  moveSelection,
  orderLinesOf,
  removeLine,
  setQuantity,
  stepSelected,
  type CounterPad,
} from '../domain/counter-lines';
import { goodsNeeds, stockProblems } from '../domain/counter-stock';
import type { CounterBillInput, CounterRequirements } from '../domain/counter-types';

/** The sale's discount as typed: by percent or amount, its figure and its reason. */
interface DiscountValues {
  kind: DiscountKind;
  text: string;
  reason: string;
}
const DISCOUNT_NAMES = { text: 'text', reason: 'reason' } as const;

/**
 * The sale being rung up at a counter and everything derived from it: the lines (rated at the outlet's price
 * list), the customer, the discount with its problems, the bill priced as the server prices it (pricedBill),
 * the goods beyond stock, and the bill as the settle dialog and the print see it before the server numbers it.
 */
export function useCounterSale(requirements: CounterRequirements, outlet: PosOutlet) {
  const catalogue = useMemo(
    () => counterCatalogue(requirements.items, requirements.codes),
    [requirements.items, requirements.codes],
  );
  const context = useMemo(() => pricingContextOf(requirements, outlet), [requirements, outlet]);
  const [pad, setPad] = useState<CounterPad>(EMPTY_PAD);
  const [customer, setCustomer] = useState('');
  const discountForm = useForm<DiscountValues>({ defaultValues: { kind: 'PERCENT', text: '', reason: '' } });
  const [kind, text, reason] = useWatch({ control: discountForm.control, name: ['kind', 'text', 'reason'] });
  const [billId, setBillId] = useState(newClientId);

  const rateOf = useCallback(
    (item: Pick<PosMenuItem, 'code' | 'rate'>) => outletRateOf(item, outlet.code, requirements.rates),
    [outlet.code, requirements.rates],
  );
  const add = useCallback(
    (item: PosMenuItem, qty: number) => setPad((previous) => addItem(previous, item, qty, rateOf(item), newClientId)),
    [rateOf],
  );
  const lines = useMemo(() => orderLinesOf(pad.lines), [pad.lines]);
  const read = useMemo(() => readDiscount(kind, text), [kind, text]);
  const priced = useMemo(() => pricedBill(lines, context, read.discount), [lines, context, read.discount]);
  const overLimit =
    !!read.discount && !discountWithinLimit(priced.subTotal, priced.discount, requirements.discountLimit);
  const approval = overLimit
    ? requirements.canApproveDiscount
      ? `Above the limit of ${requirements.discountLimit}%: you approve it.`
      : `Above your limit of ${requirements.discountLimit}%: this discount needs approval by a manager.`
    : undefined;
  const reasonProblem = read.discount && reason.trim() === '' ? 'Give the reason for the discount.' : undefined;
  const shortages = useMemo(
    () => stockProblems(goodsNeeds(pad.lines, requirements.stock)),
    [pad.lines, requirements.stock],
  );
  const blocked =
    pad.lines.length === 0 || !!read.problem || !!reasonProblem || (overLimit && !requirements.canApproveDiscount);

  /** The bill before the server has it: number pending, unsettled, priced as the server will price it. */
  const provisional = (): Bill => ({
    ...priced,
    part: 0,
    billNo: 0,
    seq: '',
    billId,
    outlet: outlet.code,
    tableNo: '',
    waiter: '',
    covers: 0,
    dat: requirements.today,
    time: new Date().toISOString(),
    user: '',
    kind: 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: '',
    voidReason: '',
    discountReason: read.discount ? reason.trim() : '',
    kotIds: [],
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 1,
  });

  const input = (settle: SettleInput): CounterBillInput => ({
    header: {
      billId,
      outlet: outlet.code,
      customer,
      settlemode: settle.settlemode,
      settleId: settle.settleId,
      ...(read.discount ? { discount: read.discount, discountReason: reason.trim() } : {}),
    },
    lines: pad.lines.map((line) => ({ lineId: line.lineId, itemId: line.itemId, qty: line.qty, rate: line.rate })),
    tenders: settle.tenders,
    traCheck: 1,
  });

  /** A new sale: nothing rung up, a new id. */
  const reset = () => {
    setPad(EMPTY_PAD);
    setCustomer('');
    discountForm.setValue('text', '');
    discountForm.setValue('reason', '');
    setBillId(newClientId());
  };

  /** The lines re-rated at another outlet's price list (the same goods cost what that counter charges). */
  const rerate = (next: PosOutlet) =>
    setPad((previous) => ({
      ...previous,
      lines: previous.lines.map((line) => {
        const item = catalogue.items.find((row) => row.code === line.itemId);
        return item ? { ...line, rate: outletRateOf(item, next.code, requirements.rates) } : line;
      }),
    }));

  return {
    catalogue,
    pad,
    lines,
    priced,
    shortages,
    blocked,
    customer,
    setCustomer,
    provisional,
    input,
    reset,
    rerate,
    add,
    setQuantity: (lineId: string, qty: number) => setPad((previous) => setQuantity(previous, lineId, qty)),
    step: (step: 1 | -1) => setPad((previous) => stepSelected(previous, step)),
    stepLine: (lineId: string, step: 1 | -1) =>
      setPad((previous) => stepSelected({ ...previous, selected: lineId }, step)),
    move: (step: 1 | -1) => setPad((previous) => moveSelection(previous, step)),
    remove: (lineId: string) => setPad((previous) => removeLine(previous, lineId)),
    select: (lineId: string) => setPad((previous) => ({ ...previous, selected: lineId })),
    discount: {
      form: discountForm,
      names: DISCOUNT_NAMES,
      kind,
      problem: read.problem,
      reasonProblem,
      approval,
      onKind: (next: DiscountKind) => discountForm.setValue('kind', next),
    },
  };
}
