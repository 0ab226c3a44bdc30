import type { FieldDeclaration, ResourceDeclaration } from '../../engine/resource';
import type { ScreenDeclaration } from '../../lib/screens/screen-declaration';
import { ACTIVE, codeField, nameField, refTo, taxInclusiveField } from './fields';

/** A price list's item rates: an item of the module's own items and its rate, with any further columns. */
export function itemRatesField(items: ResourceDeclaration, more: readonly FieldDeclaration[] = []): FieldDeclaration {
  return {
    name: 'lines',
    label: 'Item rates',
    type: 'lines',
    required: true,
    max: 500,
    lines: [
      { name: 'item', label: 'Item', type: 'reference', required: true, reference: refTo(items) },
      { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
      ...more,
    ],
  };
}

/** What one module's price lists have of their own. */
export interface PriceListsOf {
  name: string;
  screen: ScreenDeclaration;
  entity: string;
  endpoints: ResourceDeclaration['endpoints'];
  /** The code in the code field's message. */
  codeExample: string;
  /** The module's outlets and items, which the list and its lines refer to. */
  outlets: ResourceDeclaration;
  items: ResourceDeclaration;
  /** The outlet field's help, in the module's own wording. */
  outletHelp: string;
  /** Select fields that follow the outlet (an ordering channel); each is a list filter too. */
  byOutlet?: readonly FieldDeclaration[];
  columns: readonly string[];
  example: ResourceDeclaration['example'];
}

/** Price lists of an outlet-based module: an outlet's own rates for the module's items, valid over a period. */
export function priceLists(of: PriceListsOf): ResourceDeclaration {
  const byOutlet = of.byOutlet ?? [];
  return {
    name: of.name,
    title: 'Price lists',
    singular: 'Price list',
    screen: of.screen,
    key: 'code',
    entity: of.entity,
    endpoints: of.endpoints,
    fields: [
      codeField(of.codeExample),
      nameField(60),
      { name: 'outlet', label: 'Outlet', type: 'reference', reference: refTo(of.outlets), help: of.outletHelp },
      ...byOutlet,
      { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
      { name: 'validTo', label: 'Valid to', type: 'date' },
      taxInclusiveField(),
      ACTIVE,
      itemRatesField(of.items),
    ],
    columns: of.columns,
    example: of.example,
    searchable: ['code', 'name'],
    filters: ['outlet', ...byOutlet.map((field) => field.name), 'active'],
    defaultSort: { field: 'name', direction: 'asc' },
  };
}
