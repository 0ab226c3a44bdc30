import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import {
  approvalSetupValue,
  statusAtBirth,
  type ApprovalDocument,
} from '../../modules/procurement/domain/approval-status';
import type { PartyAddressFields, SupplierAddress } from '../../modules/procurement/enquiries/enquiry-types';
import { SUPPLIERS } from '../../modules/procurement/resources/suppliers';
import { setupEntries } from '../core/company/settings-store';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { authorise, type Access } from '../core/sessions/authorise';

export type Screen = 'purEnquiries' | 'purQuotations';

/** The contract's screenCheck: enquiries (2, 2, 3, tran), quotations (2, 2, 4, tran); approval is transaction 98. */
export function screenCheck(screen: Screen, request: Request, transaction: number, access: Access) {
  const { moduleCode, menuCode, screenCode } = PROCUREMENT[screen].code!;
  return authorise(request, code(moduleCode, menuCode, screenCode, transaction), access);
}

/** What the screen (0) and its approval queue (98) show may be read with either right. */
export async function readCheck(screen: Screen, request: Request) {
  const viewer = await screenCheck(screen, request, TRANSACTION.view, 'read');
  return viewer instanceof Response ? screenCheck(screen, request, TRANSACTION.approve, 'read') : viewer;
}

/**
 * The status a new document is born with: the company's `pur_enq` / `pur_quo` row ("1" approved, other pending, none
 * approved).
 */
export async function birthStatusOf(companyCode: number, document: ApprovalDocument): Promise<1 | 2> {
  const sets = (await setupEntries(companyCode))
    .filter((entry) => entry.branchId === 'PUR')
    .map((entry) => ({ setupCode: entry.setupCode, setupValue: String(entry.setupValue) }));
  return statusAtBirth(approvalSetupValue(sets, document));
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Every address of the company's active suppliers, as the requirements answer lists them; with each supplier's e-mail.
 */
export async function supplierAddresses(companyCode: number): Promise<SupplierAddress[]> {
  await ensureSeeded(SUPPLIERS.name, companyCode);
  const suppliers = (await listRecords<Row>(SUPPLIERS.name, companyCode)).filter((row) => row.active !== false);
  return suppliers.flatMap((supplier) =>
    (Array.isArray(supplier.addresses) ? (supplier.addresses as Row[]) : []).map((line, index) => ({
      recordid: text(supplier.code),
      sno: index + 1,
      addressname: text(line.name),
      addr: text(line.address),
      country: text(line.country),
      stat: text(line.state),
      district: text(line.district),
      city: text(line.city),
      zip: text(line.zip),
      mobile: text(line.mobile),
      tel: text(line.phone),
      fax: text(supplier.gstin),
      email: text(line.email) || text(supplier.email),
      web: text(line.web),
    })),
  );
}

/** A document's address when the supplier has none on file. */
export const NO_ADDRESS: PartyAddressFields = {
  addr: '',
  country: '',
  stat: '',
  district: '',
  city: '',
  zip: '',
  mobile: '',
  tel: '',
  fax: '',
  email: '',
  web: '',
};

/** The address fields the server copies onto a document from a supplier address (or another document's). */
export function addressFields(row: PartyAddressFields): PartyAddressFields {
  const { addr, country, stat, district, city, zip, mobile, tel, fax, email, web } = row;
  return { addr, country, stat, district, city, zip, mobile, tel, fax, email, web };
}
