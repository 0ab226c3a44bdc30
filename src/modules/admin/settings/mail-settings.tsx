import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { markProblems } from '../../../components/form/rule-checks';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useGuardedSave } from './guarded-save';
import { MailFields } from './mail-fields';
import { MAIL_TYPES, mailsWithDefaults, tidyMail, type MailSetting } from './mail-rules';
import { mailSchema, placedMailErrors, type MailValues } from './mail-settings-values';
import { Refusal, SettingsSection } from './settings-section';
import { useMailSettings, useSaveMailSettings } from './settings-api';

/** The "Mail settings" section: the mail settings of every document type, saved together. */
export function MailSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const query = useMailSettings();
  if (query.isPending) return <Loading label="Loading the mail settings…" />;
  if (query.isError)
    return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  return <MailSettingsForm saved={mailsWithDefaults(query.data)} onDirtyChange={onDirtyChange} />;
}

function MailSettingsForm({ saved, onDirtyChange }: { saved: MailSetting[]; onDirtyChange: (dirty: boolean) => void }) {
  const form = useForm<MailValues>({ resolver: zodResolver(mailSchema), defaultValues: { mails: saved } });
  const save = useSaveMailSettings();
  const { run, refusal } = useGuardedSave();
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        const mails = values.mails.map(tidyMail);
        await save.mutateAsync(mails);
        form.reset({ mails });
        showDoneToast('The mail settings are saved.');
      },
      (fieldErrors) => {
        const placed = placedMailErrors(fieldErrors);
        markProblems(form, placed);
        return Object.keys(placed).length === Object.keys(fieldErrors).length;
      },
    ),
  );

  return (
    <SettingsSection id="mail-settings" title="Mail settings">
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="mail-settings-title">
        <Refusal message={refusal} />
        {saved.map((mail, index) => (
          <MailFields
            key={mail.mailType}
            form={form}
            index={index}
            mailType={mail.mailType}
            label={MAIL_TYPES.find((known) => known.type === mail.mailType)?.label ?? mail.mailType}
          />
        ))}
        <LoadingButton loading={save.isPending} loadingText="Saving">
          Save mail settings
        </LoadingButton>
      </Form>
    </SettingsSection>
  );
}
