import type { FieldDeclaration } from '../../../engine/resource';
import { MAX_LINES } from './request-rules';

/** The header's simple fields (department and employee are picked from the requirements' lists). */
export const DATE_FIELD: FieldDeclaration = { name: 'dat', label: 'Request date', type: 'date', required: true };
export const DESCRIPTION_FIELD: FieldDeclaration = {
  name: 'descriptio',
  label: 'Description',
  type: 'multiline',
  max: 250,
};

/**
 * The lines: item (picked from the requirements' materials, showing the stock), description, purpose,
 * suggested supplier, quantity, unit (the item's own units), required by.
 */
export const LINES_FIELD: FieldDeclaration = {
  name: 'details',
  label: 'Items',
  type: 'lines',
  required: true,
  min: 1,
  max: MAX_LINES,
  lines: [
    { name: 'itemId', label: 'Item', type: 'reference', required: true },
    { name: 'itemDescription', label: 'Description', type: 'text', max: 200 },
    { name: 'purpose', label: 'Purpose', type: 'text', max: 100 },
    { name: 'suggestedSupplier', label: 'Suggested supplier', type: 'reference' },
    { name: 'qty', label: 'Quantity', type: 'number', required: true },
    { name: 'um', label: 'Unit', type: 'select' },
    { name: 'reqdBy', label: 'Required by', type: 'date' },
  ],
};
