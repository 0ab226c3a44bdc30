import { mailFormProblems, mailSchema, placedMailErrors } from './mail-settings-values';
import type { MailSetting } from './mail-rules';

const empty = (mailType: MailSetting['mailType']): MailSetting => ({
  mailType,
  fromAddress: '',
  ccAddress: '',
  subject: '',
  sendAutomatically: false,
});

describe('mail settings form values', () => {
  it('puts each setting’s problems on its own fields, by its place in the list', () => {
    const orders: MailSetting = { ...empty('ORD'), fromAddress: 'purchase@spiceroute', sendAutomatically: true };
    expect(mailFormProblems({ mails: [empty('ENQ'), empty('QUO'), orders] })).toEqual([
      { field: 'mails.2.fromAddress', message: 'Enter an e-mail address, e.g. purchase@example.in.' },
      { field: 'mails.2.subject', message: 'Enter the subject of the mails.' },
    ]);
    expect(mailFormProblems({ mails: [empty('ENQ'), empty('QUO'), empty('ORD')] })).toEqual([]);
  });

  it('refuses through the schema with the same paths', () => {
    const quotes: MailSetting = { ...empty('QUO'), ccAddress: 'a@b.in, not-an-address' };
    const result = mailSchema.safeParse({ mails: [empty('ENQ'), quotes] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mails.1.ccAddress', 'Enter e-mail addresses separated by commas, e.g. stores@example.in, accounts@example.in.'],
    ]);
  });

  it('places only the server’s problems of fields the form shows', () => {
    expect(placedMailErrors({ 'mails.0.ccAddress': 'Wrong', 'mails.1.mailType': 'Unknown', sets: 'No' })).toEqual({
      'mails.0.ccAddress': 'Wrong',
    });
  });
});
