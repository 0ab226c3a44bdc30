/** GET api/mails (spec section 7): the signed-in company's mails, newest first. */
export const MAILS_ENDPOINT = 'api/mails';

/** One mail as GET api/mails answers it (spec section 3's demo mail, plus read and starred marks). */
export interface Mail {
  id: string;
  sender: {
    name: string;
    /** An image address (the demo's are inline SVG data URLs with the sender's initials). */
    photo: string;
  };
  /** 'yyyy-MM-dd'. */
  date: string;
  subject: string;
  /** HTML as the sender wrote it: shown only through sanitiseMail. */
  message: string;
  selected: boolean;
  read: boolean;
  starred: boolean;
}

/** PATCH api/mails/{id}: the marks to change (the others stay). */
export type MailMarks = Partial<Pick<Mail, 'read' | 'selected' | 'starred'>>;
