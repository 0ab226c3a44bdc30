import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { DialogFrame } from '../../../components/dialog-frame';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { useMailCrmQuotation } from './quotation-api';
import type { CrmQuotationHeader } from './quotation-types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const schema = z.object({
  address: z.string().refine((text) => EMAIL.test(text.trim()), 'Give an e-mail address, e.g. purchase@example.in'),
});

/** Mail a quotation (ours, transaction 9): the party's address to start with, checked here and by the server. */
export function QuotationMailDialog({ quotation, onClose }: { quotation: CrmQuotationHeader; onClose: () => void }) {
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { address: quotation.email ?? '' },
  });
  const { submit, saving, failure } = useOneSubmit();
  const mail = useMailCrmQuotation();
  const titleId = useId();
  const send = form.handleSubmit(({ address }) =>
    submit(async () => {
      await mail.mutateAsync({ recordId: quotation.recordId, address: address.trim() });
      showDoneToast(`Quotation ${quotation.seq} mailed to ${address.trim()}.`);
      onClose();
    }),
  );
  return (
    <DialogFrame
      title={`Mail quotation ${quotation.seq}`}
      titleId={titleId}
      titleClassName=""
      centered={false}
      onHide={onClose}
      onSubmit={(event) => void send(event)}
      refusal={failure}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton loading={saving} loadingText="Sending">
            Send
          </LoadingButton>
        </>
      }
    >
      <Field
        form={form}
        name="address"
        id="crm-quotation-mail-to"
        label="Send to (e-mail)"
        type="email"
        className="mb-0"
      />
    </DialogFrame>
  );
}
