import { describe, expect, it } from 'vitest';
import type { CrmLead } from '../domain/lead-types';
import { leadInputOf, leadSchema, leadValuesOf } from './lead-form-values';

const problems = (values: ReturnType<typeof leadValuesOf>) =>
  leadSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a lead’s details', () => {
  it('starts a new lead new, not yet contacted, in India, its source to be chosen', () => {
    const values = leadValuesOf(null);
    expect(values).toMatchObject({ lead_source: '', lead_stage: '1', lead_status: '1', country: 'India' });
    expect(leadInputOf(values)).toMatchObject({ lead_source: 0, lead_stage: 1, lead_status: 1 });
  });

  it('shows the lead rules beside their fields', () => {
    expect(problems({ ...leadValuesOf(null), first_name: 'Kavita', phonenumber: '98290' })).toEqual([
      ['last_name', 'Enter the last name.'],
      ['phonenumber', 'Ten digits, e.g. 9829012345'],
      ['lead_source', 'Choose the source.'],
    ]);
  });

  it('takes a saved lead’s own fields only, the masters as the select shows them', () => {
    const lead: CrmLead = {
      ...leadInputOf(leadValuesOf(null)),
      lead_source: 2,
      id: 7,
      code: 'L-0007',
      branch_id: '1',
      customer_code: '1009',
      emailoutputformat: '',
      type_lead_cus: 'Lead',
      created_at: '2026-01-05',
      modified_at: '2026-01-05',
      party_id: null,
      converted_at: '',
    };
    const values = leadValuesOf(lead);
    expect(values).not.toHaveProperty('id');
    expect(values.lead_source).toBe('2');
  });
});
