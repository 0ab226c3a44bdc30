import { addDays, format, subDays } from 'date-fns';
import {
  APPROVED,
  APPROVED_BY_APPROVER,
  CANCELLED,
  PENDING_APPROVAL,
} from '../../../modules/procurement/domain/approval-status';
import { nextRequestNumber } from '../../../modules/procurement/domain/purchase-numbers';
import type { RequirementLists } from '../../../modules/procurement/requests/requirement-masters';
import type { StoredRequest } from '../request-record';

/**
 * Six requests of the last weeks: approved at birth (printed once), approved by the approver, cancelled, and three
 * pending, so the queue has work.
 */
const PLAN = [
  { daysAgo: 24, status: APPROVED, lines: 2, prints: 1, text: 'Restocking for the month' },
  { daysAgo: 18, status: APPROVED_BY_APPROVER, lines: 3, prints: 0, text: 'Below reorder level' },
  { daysAgo: 12, status: CANCELLED, lines: 1, prints: 0, text: 'Raised twice by mistake' },
  { daysAgo: 6, status: PENDING_APPROVAL, lines: 2, prints: 0, text: 'For the coming week' },
  { daysAgo: 3, status: PENDING_APPROVAL, lines: 3, prints: 0, text: 'Special order' },
  { daysAgo: 1, status: PENDING_APPROVAL, lines: 1, prints: 0, text: 'Urgent' },
] as const;
const PURPOSES = ['Regular consumption', 'Stock below reorder level', 'Replacement of worn out stock', 'Planned job'];
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * A company's starting requests over its own items, departments, employees and suppliers; none when it has no items.
 */
export function purchaseRequestSeed(
  companyCode: number,
  branchId: string,
  lists: RequirementLists,
  today = new Date(),
): StoredRequest[] {
  const { materials, departments, employees, suppliers } = lists;
  if (materials.length === 0) return [];
  const numbers: string[] = [];
  return PLAN.map((plan, n) => {
    const dat = day(subDays(today, plan.daysAgo));
    const seq = nextRequestNumber(dat, numbers);
    numbers.push(seq);
    const recordId = n + 1;
    const department = departments[n % Math.max(departments.length, 1)]?.deptid ?? null;
    const approved = plan.status === APPROVED || plan.status === APPROVED_BY_APPROVER;
    const details = Array.from({ length: plan.lines }, (_, k) => {
      const item = materials[(n * 3 + k) % materials.length]!;
      const qty = 5 + ((n + k) % 4) * 5;
      return {
        recordId,
        sno: k + 1,
        dat,
        itemId: item.itemid,
        itemDescription: '',
        purpose: PURPOSES[(n + k) % PURPOSES.length]!,
        suggestedSupplier: suppliers[(n + k) % Math.max(suppliers.length, 1)]?.recordid ?? null,
        qty,
        approvedQty: approved ? qty : 0,
        um: null,
        reqdBy: day(addDays(subDays(today, plan.daysAgo), 7)),
        usr: 'ADMIN',
        approvedUsr: plan.status === APPROVED_BY_APPROVER ? 'ADMIN' : null,
        pos: plan.status,
        branchId,
        customerCode: companyCode,
        department,
      };
    });
    const header = {
      recordId,
      seq,
      dat,
      descriptio: plan.text,
      usr: 'ADMIN',
      branchId,
      customerCode: companyCode,
      department,
      empno: employees[(n * 2) % Math.max(employees.length, 1)]?.empid ?? null,
      printCount: plan.prints,
      statu: plan.status,
      salesorder: null,
    };
    return { header, details };
  });
}
