import { blankLead } from './blank-lead';
import { callProblems, duplicateOf, leadProblems, movedStage, pipelineOf, refusalField } from './lead-rules';
import type { CrmLead } from './lead-types';

const lead = (patch: Partial<CrmLead>): CrmLead => ({
  ...blankLead(1, '1009', '2026-11-01'),
  first_name: 'Ramesh',
  last_name: 'Agarwal',
  ...patch,
});
const input = { company: '', business_email: '', phonenumber: '', first_name: 'Kavita', last_name: 'Rathore' };

describe('duplicateOf (the contract: same company, business e-mail, phone, or first + last name)', () => {
  const existing = [
    lead({ id: 12, company: 'Surya Heights RWS', business_email: 'ramesh@suryaheights.in', phonenumber: '9829011201' }),
    lead({ id: 14, type_lead_cus: 'Cus', first_name: 'Sunil', last_name: 'Jain', company: '' }),
  ];
  it('names the matching lead or customer', () => {
    expect(duplicateOf(existing, { ...input, company: ' surya heights rws ' })).toBe(
      'The company surya heights rws is already on lead 12 (Ramesh Agarwal, Surya Heights RWS).',
    );
    expect(duplicateOf(existing, { ...input, business_email: 'RAMESH@suryaheights.in' })).toMatch(
      /^The business e-mail .* is already on lead 12/,
    );
    expect(duplicateOf(existing, { ...input, phonenumber: '+91 98290 11201' })).toMatch(
      /^The phone number .* is already on lead 12/,
    );
    expect(duplicateOf(existing, { ...input, first_name: 'sunil', last_name: 'JAIN' })).toBe(
      'The name sunil JAIN is already on customer 14 (Sunil Jain).',
    );
  });
  it('passes a new person, empty companies, and the record itself when it is changed', () => {
    expect(duplicateOf(existing, input)).toBeNull();
    expect(
      duplicateOf([lead({ id: 3, company: '', first_name: 'A', last_name: 'B' })], { ...input, company: '' }),
    ).toBeNull();
    expect(
      duplicateOf(existing, { ...input, company: 'Surya Heights RWS', first_name: 'Ramesh', last_name: 'Agarwal' }, 12),
    ).toBeNull();
  });
  it('puts each refusal beside its field', () => {
    expect(refusalField('The phone number 9829011201 is already on lead 12 (x).')).toBe('phonenumber');
    expect(refusalField('The name A B is already on lead 3 (A B).')).toBe('first_name');
    expect(refusalField('Something else')).toBeUndefined();
  });
});

describe('leadProblems and callProblems', () => {
  const good = {
    lead_owner: '',
    company: '',
    first_name: 'Kavita',
    last_name: 'Rathore',
    title: '',
    description: '',
    business_email: '',
    phonenumber: '9829011202',
    website: '',
    industry: '',
    lead_status: 1,
    lead_source: 2,
    lead_stage: 1,
    street: '',
    city: '',
    state: '',
    zipcode: '',
    country: 'India',
  };
  it('needs a name, a way to reach them and known masters', () => {
    expect(leadProblems(good)).toEqual({});
    expect(leadProblems({ ...good, first_name: ' ', phonenumber: '', lead_source: 0, zipcode: '30201' })).toEqual({
      first_name: 'Enter the first name.',
      phonenumber: 'Enter a phone number or a business e-mail.',
      lead_source: 'Choose the source.',
      zipcode: 'Six digits, e.g. 302017',
    });
  });
  it('refuses a next follow-up in the past and a call after today; today and no next date pass', () => {
    const call = {
      call_date: '2026-11-25',
      call_type: 1,
      notes: 'Site survey fixed.',
      next_followup_date: '2026-11-25',
    };
    expect(callProblems(call, '2026-11-25')).toEqual({});
    expect(callProblems({ ...call, next_followup_date: '' }, '2026-11-25')).toEqual({});
    expect(callProblems({ ...call, next_followup_date: '2026-11-24', call_date: '2026-11-26' }, '2026-11-25')).toEqual({
      next_followup_date: 'The next follow-up cannot be in the past.',
      call_date: 'The call cannot be after today.',
    });
  });
});

describe('the board and the pipeline', () => {
  it('moves one stage left or right, not past either end', () => {
    expect(movedStage(1, 1)).toBe(2);
    expect(movedStage(3, -1)).toBe(2);
    expect(movedStage(1, -1)).toBeNull();
    expect(movedStage(7, 1)).toBeNull();
  });
  it('counts by stage × source, converts won and converted over all, and ages the open leads', () => {
    const rows = [
      lead({ id: 1, lead_stage: 1, lead_source: 1, created_at: '2026-11-24' }),
      lead({ id: 2, lead_stage: 1, lead_source: 1, created_at: '2026-11-01' }),
      lead({ id: 3, lead_stage: 6, lead_source: 2 }),
      lead({ id: 4, lead_stage: 7, lead_source: 5 }),
      lead({ id: 5, type_lead_cus: 'Cus', lead_stage: 6, lead_source: 8, converted_at: '2026-11-20' }),
      lead({ id: 6, type_lead_cus: 'Cus', converted_at: '' }),
    ];
    const answer = pipelineOf(rows, '2026-11-25');
    expect(answer.counts).toEqual({ '1': { '1': 2 }, '6': { '2': 1, '8': 1 }, '7': { '5': 1 } });
    expect([answer.total, answer.won, answer.converted, answer.conversionRate]).toEqual([5, 1, 1, 40]);
    expect(answer.ageing.map((band) => band.count)).toEqual([1, 1, 0, 0]);
  });
});
