import type { ReportParameter } from '../../engine/report/report-parts';
import { SUPPLIERS } from './resources/suppliers';

/** The supplier a procurement report may be narrowed to, sent as the contract's `detail`. */
export const SUPPLIER: ReportParameter = {
  name: 'detail',
  label: 'Supplier',
  type: 'reference',
  reference: { resource: SUPPLIERS.name, endpoint: SUPPLIERS.endpoints.list, key: 'code', label: 'name' },
};
