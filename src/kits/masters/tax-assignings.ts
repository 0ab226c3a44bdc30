import type { FieldDeclaration, ResourceDeclaration } from '../../engine/resource';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { ACTIVE, codeField, refTo } from './fields';

/** What one module's tax assignments have of their own. */
export interface TaxAssigningsOf {
  name: string;
  screen: ScreenDeclaration;
  endpoints: ResourceDeclaration['endpoints'];
  /** The code in the code field's message. */
  codeExample: string;
  /** The module's item groups, outlets and taxes, which an assignment refers to. */
  itemGroups: ResourceDeclaration;
  outlets: ResourceDeclaration;
  taxes: ResourceDeclaration;
  /** Fields of the module's own, shown before Active. */
  more?: readonly FieldDeclaration[];
  example: ResourceDeclaration['example'];
}

/** Tax assignments of an outlet-based module: the tax an item group carries, everywhere or at one outlet. */
export function taxAssignings(of: TaxAssigningsOf): ResourceDeclaration {
  return {
    name: of.name,
    title: 'Tax assignments',
    singular: 'Tax assignment',
    screen: of.screen,
    key: 'code',
    entity: 'taxAssigning',
    endpoints: of.endpoints,
    fields: [
      codeField(of.codeExample),
      { name: 'itemGroup', label: 'Item group', type: 'reference', required: true, reference: refTo(of.itemGroups) },
      {
        name: 'outlet',
        label: 'Outlet',
        type: 'reference',
        reference: refTo(of.outlets),
        help: 'Leave empty to apply at every outlet; an outlet’s own row wins.',
      },
      { name: 'tax', label: 'Tax', type: 'reference', required: true, reference: refTo(of.taxes) },
      { name: 'effectiveFrom', label: 'Effective from', type: 'date', required: true },
      {
        name: 'inForceUntil',
        label: 'In force until',
        type: 'date',
        help: 'The last day this tax applies; empty: still in force.',
      },
      ...(of.more ?? []),
      ACTIVE,
    ],
    columns: ['code', 'itemGroup', 'outlet', 'tax', 'effectiveFrom', 'active'],
    example: of.example,
    searchable: ['code', 'itemGroup', 'outlet', 'tax'],
    filters: ['itemGroup', 'outlet', 'tax', 'active'],
    defaultSort: { field: 'code', direction: 'asc' },
  };
}
