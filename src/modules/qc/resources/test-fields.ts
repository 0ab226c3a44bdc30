import type { FieldDeclaration } from '../../../engine/resource';
import type { TestArea } from '../domain/mir-masters';

/**
 * The fields every quality test master shares (`QcTestings`): the server's record id, name, area, micro check and
 * checking type, then ours: code, what is measured, in what unit, within which limits, and how.
 */
export function testFields(codeExample: string, area: TestArea): FieldDeclaration[] {
  return [
    {
      name: 'recordId',
      label: 'Test id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the test is saved.',
    },
    {
      name: 'code',
      label: 'Test code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: `Use capital letters, digits and dashes, e.g. ${codeExample}` },
      fixedAfterCreate: true,
    },
    { name: 'testname', label: 'Name', type: 'text', required: true, max: 60 },
    {
      name: 'testArea',
      label: 'Test area',
      type: 'select',
      options: [{ value: area, label: area }],
      defaultValue: area,
      readOnly: true,
    },
    {
      name: 'checkingType',
      label: 'Checking type',
      type: 'select',
      required: true,
      defaultValue: 'Measurement',
      options: [
        { value: 'Measurement', label: 'Measurement' },
        { value: 'Visual', label: 'Visual' },
        { value: 'Laboratory', label: 'Laboratory' },
        { value: 'Gauge', label: 'Go / no-go gauge' },
      ],
    },
    { name: 'microCheck', label: 'Microbiological check', type: 'boolean', defaultValue: false },
    {
      name: 'parameter',
      label: 'Parameter',
      type: 'text',
      required: true,
      max: 60,
      help: 'What is measured or checked.',
    },
    { name: 'unit', label: 'Unit', type: 'text', max: 20, help: 'e.g. %, °C, mm, MPa; 0/1 for a pass or fail check.' },
    {
      name: 'lowerLimit',
      label: 'Lower limit',
      type: 'number',
      min: -1000000,
      max: 1000000,
      help: 'Empty when there is no lower limit.',
    },
    {
      name: 'upperLimit',
      label: 'Upper limit',
      type: 'number',
      min: -1000000,
      max: 1000000,
      help: 'Empty when there is no upper limit.',
    },
    { name: 'method', label: 'Method', type: 'text', max: 80, help: 'Instrument or standard used.' },
    {
      name: 'mandatory',
      label: 'Mandatory',
      type: 'boolean',
      defaultValue: true,
      help: 'A batch cannot be approved without this test.',
    },
  ];
}

export const TEST_COLUMNS = [
  'code',
  'testname',
  'checkingType',
  'parameter',
  'unit',
  'lowerLimit',
  'upperLimit',
  'mandatory',
] as const;
