import type { FieldDeclaration } from '../../../engine/resource';

/** The fields every quality test master shares: what is measured, in what unit, within which limits, and how. */
export function testFields(codeExample: string): FieldDeclaration[] {
  return [
    { name: 'code', label: 'Test code', type: 'text', required: true, max: 10, pattern: { regex: /^[A-Z0-9-]+$/, message: `Use capital letters, digits and dashes, e.g. ${codeExample}` }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'parameter', label: 'Parameter', type: 'text', required: true, max: 60, help: 'What is measured or checked.' },
    { name: 'unit', label: 'Unit', type: 'text', max: 20, help: 'e.g. %, °C, mm, MPa; 0/1 for a pass or fail check.' },
    { name: 'lowerLimit', label: 'Lower limit', type: 'number', min: -1000000, max: 1000000, help: 'Empty when there is no lower limit.' },
    { name: 'upperLimit', label: 'Upper limit', type: 'number', min: -1000000, max: 1000000, help: 'Empty when there is no upper limit.' },
    { name: 'method', label: 'Method', type: 'text', max: 80, help: 'Instrument or standard used.' },
    { name: 'mandatory', label: 'Mandatory', type: 'boolean', defaultValue: true, help: 'A batch cannot be approved without this test.' },
  ];
}

export const TEST_COLUMNS = ['code', 'name', 'parameter', 'unit', 'lowerLimit', 'upperLimit', 'mandatory'] as const;
