import { requestListStatus } from '../../modules/procurement/domain/approval-status';
import type { RequestAnswer, RequestListRow } from '../../modules/procurement/requests/request-types';
import { lineUnit, namesOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import { requestMasterData } from './request-masters';
import { orderedIds, storedRequest, storedRequests } from './request-store';

/**
 * `GetPurchaseRequests`: the requests dated from `from` to `to` (yyyy-MM-dd), newest first, cancelled
 * ones included (status 9); `statu` is the header's status + 2 when an order line references the request.
 */
export async function requestListRows(companyCode: number, from: string, to: string): Promise<RequestListRow[]> {
  const [requests, ordered, { lists }] = await Promise.all([
    storedRequests(companyCode),
    orderedIds(companyCode),
    requestMasterData(companyCode),
  ]);
  const names = namesOfRequirements(lists);
  return requests
    .filter((request) => request.header.dat >= from && request.header.dat <= to)
    .sort((a, b) => b.header.dat.localeCompare(a.header.dat) || b.header.seq.localeCompare(a.header.seq))
    .map(({ header }) => ({
      recordid: header.recordId,
      seq: header.seq,
      dat: header.dat,
      usr: header.usr,
      departmentname: header.department ? (names.department.get(header.department) ?? header.department) : '',
      empno: header.empno ?? '',
      employee: header.empno ? (names.employee.get(header.empno) ?? header.empno) : '',
      statu: requestListStatus(header.statu, ordered.has(header.recordId)),
      printCount: header.printCount,
    }));
}

/**
 * `GetPurchaseRequest`: the header as stored and the lines with the item's name and the unit's (the server's line
 * names).
 */
export async function requestAnswer(companyCode: number, recordId: number): Promise<RequestAnswer | null> {
  const request = await storedRequest(companyCode, recordId);
  if (!request) return null;
  const { lists } = await requestMasterData(companyCode);
  const names = namesOfRequirements(lists);
  return {
    header: request.header,
    lines: request.details.map((line) => ({
      recordId: line.recordId,
      sno: line.sno,
      dat: line.dat,
      itemId: line.itemId,
      itemName: names.item.get(line.itemId) ?? line.itemId,
      itemDescription: line.itemDescription,
      purpose: line.purpose,
      suggestSupplier: line.suggestedSupplier,
      qty: line.qty,
      umid: line.um,
      um: lineUnit(lists, line.itemId, line.um).um,
      requiredBy: line.reqdBy,
    })),
  };
}
