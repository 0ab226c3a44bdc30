import { describe, expect, it } from 'vitest';
import { formPath, toFormValues, toSaveBody } from './request-form-values';
import type { RequestAnswer } from './request-types';
import { lineUnit, mastersOfRequirements } from './requirement-masters';

const answer: RequestAnswer = {
  header: {
    recordId: 7,
    seq: 'PR2026-00007',
    dat: '2026-11-20',
    descriptio: 'Weekly',
    usr: 'ADMIN',
    branchId: 'E001',
    customerCode: 1002,
    department: 'SAL',
    empno: null,
    printCount: 0,
    statu: 1,
    salesorder: null,
  },
  lines: [
    {
      recordId: 7,
      sno: 1,
      dat: '2026-11-20',
      itemId: 'ITM-0001',
      itemName: 'Toor dal 1 kg',
      itemDescription: '',
      purpose: 'Shelf',
      suggestSupplier: 'SUP-002',
      qty: 4,
      umid: null,
      um: 'Packets',
      requiredBy: null,
    },
  ],
};

describe('request form values', () => {
  it('open a stored request with the server line names mapped to the form (suggestSupplier, umid, requiredBy)', () => {
    expect(toFormValues(answer, '2026-11-23')).toEqual({
      dat: '2026-11-20',
      department: 'SAL',
      empno: '',
      descriptio: 'Weekly',
      details: [
        {
          itemId: 'ITM-0001',
          itemDescription: '',
          purpose: 'Shelf',
          suggestedSupplier: 'SUP-002',
          qty: 4,
          um: '',
          reqdBy: '',
        },
      ],
    });
    expect(toFormValues(null, '2026-11-23')).toMatchObject({ dat: '2026-11-23', details: [{ itemId: '', qty: null }] });
  });

  it('save as { header, details, tracheck } with the entity names, blanks as null, lines numbered', () => {
    const values = {
      ...toFormValues(answer, '2026-11-23'),
      descriptio: '  Weekly top-up ',
      details: [
        {
          itemId: 'ITM-0002',
          itemDescription: ' ',
          purpose: 'Shelf',
          suggestedSupplier: '',
          qty: 2.5,
          um: 'BOX',
          reqdBy: '2026-11-27',
        },
      ],
    };
    expect(toSaveBody(values, { recordId: 7, seq: 'PR2026-00007' }, 2)).toEqual({
      header: {
        recordId: 7,
        seq: 'PR2026-00007',
        dat: '2026-11-20',
        descriptio: 'Weekly top-up',
        department: 'SAL',
        empno: null,
      },
      details: [
        {
          sno: 1,
          itemId: 'ITM-0002',
          itemDescription: '',
          purpose: 'Shelf',
          suggestedSupplier: null,
          qty: 2.5,
          um: 'BOX',
          reqdBy: '2026-11-27',
        },
      ],
      tracheck: 2,
    });
  });

  it('map the server field paths onto the form', () => {
    expect(formPath('header.dat')).toBe('dat');
    expect(formPath('details.0.qty')).toBe('details.0.qty');
  });
});

describe('requirements as masters', () => {
  const requirements = {
    departments: [{ deptid: 'SAL', deptname: 'Sales floor', area: 'SHOP' }],
    employees: [],
    suppliers: [{ recordid: 'SUP-002', supplier: 'Metro', partygroup: 'Wholesale' }],
    materials: [{ itemid: 'ITM-0002', itemname: 'Soap', grpname: 'Personal care', stock: 12, um: 'Numbers' }],
    materialunits: [
      { recordid: 'ITM-0002', sno: 2, umid: 'BOX', um: 'Boxes' },
      { recordid: 'ITM-0002', sno: 1, umid: 'NOS', um: 'Numbers' },
    ],
  };
  it('give each item its units, and a line its unit by name (the stock unit when blank)', () => {
    expect(mastersOfRequirements(requirements).items.get('ITM-0002')).toEqual(new Set(['BOX', 'NOS']));
    expect(lineUnit(requirements, 'ITM-0002', null)).toEqual({ umid: 'NOS', um: 'Numbers' });
    expect(lineUnit(requirements, 'ITM-0002', 'BOX')).toEqual({ umid: 'BOX', um: 'Boxes' });
    expect(lineUnit(requirements, 'ITM-0002', 'CTN')).toEqual({ umid: 'CTN', um: 'CTN' });
  });
});
