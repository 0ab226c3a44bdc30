import { gstinOf, panOf } from '../seeds/people';
import type { DemoCompany } from './companies';

/** The UPI payee: the company's web name at a bank handle, paid to the company's name. */
export const upiOf = (company: DemoCompany | undefined) =>
  company
    ? { vpa: `${company.addr.web.replace(/^www\./, '').split('.')[0]}@okaxis`, payee: company.name }
    : { vpa: '', payee: '' };

/** The company's GSTIN (the demo companies' records carry none: one of its state, made from its name). */
export const gstinOfCompany = (company: DemoCompany | undefined) =>
  company ? gstinOf(company, panOf(company.name, /\bLtd\b/.test(company.name) ? 'C' : 'F', company.code)) : '';
