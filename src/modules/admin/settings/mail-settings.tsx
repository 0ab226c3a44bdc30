import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useGuardedSave } from './guarded-save';
import { MAIL_TYPES, mailProblems, mailsWithDefaults, tidyMail, type MailField, type MailSetting } from './mail-rules';
import { MailTypeFields } from './mail-type-fields';
import { Refusal, SettingsSection } from './settings-section';
import { useMailSettings, useSaveMailSettings } from './settings-api';

/** Field errors by `<index>.<field>`. */
type Errors = Readonly<Record<string, string>>;

/** The "Mail settings" section: the mail settings of every document type, saved together. */
export function MailSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const query = useMailSettings();
  if (query.isPending) return <Loading label="Loading the mail settings…" />;
  if (query.isError)
    return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  return <MailSettingsForm saved={mailsWithDefaults(query.data)} onDirtyChange={onDirtyChange} />;
}

function MailSettingsForm({ saved, onDirtyChange }: { saved: MailSetting[]; onDirtyChange: (dirty: boolean) => void }) {
  const [draft, setDraft] = useState<MailSetting[]>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveMailSettings();
  const { run, refusal } = useGuardedSave();

  const change = (index: number, field: keyof MailSetting, value: string | boolean) => {
    const next = draft.map((mail, at) => (at === index ? { ...mail, [field]: value } : mail));
    setDraft(next);
    setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== `${index}.${field}`)));
    onDirtyChange(JSON.stringify(next) !== JSON.stringify(saved));
  };

  const placeServerErrors = (fieldErrors: Record<string, string>) => {
    const placed = Object.entries(fieldErrors).flatMap(([key, message]) => {
      const match = /^mails\.(\d+)\.(fromAddress|ccAddress|subject)$/.exec(key);
      return match ? [[`${match[1]}.${match[2]}`, message] as const] : [];
    });
    setErrors(Object.fromEntries(placed));
    return placed.length === Object.keys(fieldErrors).length;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      draft.flatMap((mail, index) =>
        Object.entries(mailProblems(mail)).map(([field, message]) => [`${index}.${field}`, message]),
      ),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const mails = draft.map(tidyMail);
      await save.mutateAsync(mails);
      setDraft(mails);
      onDirtyChange(false);
      showDoneToast('The mail settings are saved.');
    }, placeServerErrors);
  };

  return (
    <SettingsSection id="mail-settings" title="Mail settings">
      <Form noValidate onSubmit={submit} aria-labelledby="mail-settings-title">
        <Refusal message={refusal} />
        {draft.map((mail, index) => (
          <MailTypeFields
            key={mail.mailType}
            mail={mail}
            label={MAIL_TYPES.find((known) => known.type === mail.mailType)?.label ?? mail.mailType}
            errorOf={(field: MailField) => errors[`${index}.${field}`]}
            onChange={(field, value) => change(index, field, value)}
          />
        ))}
        <LoadingButton loading={save.isPending} loadingText="Saving">
          Save mail settings
        </LoadingButton>
      </Form>
    </SettingsSection>
  );
}
