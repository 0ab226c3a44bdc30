import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { LoadingButton } from '../../../../components/loading-button';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { ApiError, toApiError } from '../../../../lib/api/api-error';
import type { FoSettings } from '../../domain/fo-settings';
import { useFoSettings, useSaveFoSettings } from '../audit-api';
import type { SettingsProblems } from '../domain/settings-rules';
import { formValuesOf, readSettingsForm, type SettingsFormValues } from './settings-form-values';
import { SettingsSlabs } from './settings-slabs';

function SettingsForm({ stored }: { stored: FoSettings }) {
  const form = useForm<SettingsFormValues>({ defaultValues: formValuesOf(stored) });
  const save = useSaveFoSettings();
  const allowed = useScreenPermission();
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    const { settings, problems: found } = readSettingsForm(values);
    setProblems(found);
    setFailure(null);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ settings, idempotencyKey });
      form.reset(formValuesOf(settings));
      setIdempotencyKey(crypto.randomUUID());
      setSaved(true);
    } catch (error) {
      setFailure(toApiError(error).message);
      // A refusal is final for these values; a lost answer keeps the key, so trying again saves once.
      if (error instanceof ApiError && error.status === 422) setIdempotencyKey(crypto.randomUUID());
    }
  });
  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Front office settings"
      style={{ maxWidth: '40rem' }}
    >
      {saved && <Alert variant="success">The settings are saved.</Alert>}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {!allowed('modify') && (
        <Alert variant="info">You may read these settings; changing them needs the modify right.</Alert>
      )}
      <fieldset disabled={!allowed('modify') || form.formState.isSubmitting}>
        {/* The help gives way to the problem: the field is described by one or the other. */}
        <Field
          form={form}
          name="checkOutTime"
          id="fo-settings-checkOutTime"
          label="Check-out time"
          type="time"
          problem={problems.checkOutTime}
          help={problems.checkOutTime ? undefined : "The hotel's standard check-out time (24-hour clock)."}
        />
        <Field
          form={form}
          name="cFormHours"
          id="fo-settings-cFormHours"
          label="C-Form due within (hours)"
          type="count"
          problem={problems.cFormHours}
          help={
            problems.cFormHours
              ? undefined
              : "A foreign national's C-Form must be submitted within this many hours of arrival."
          }
        />
        <SettingsSlabs form={form} problems={problems} />
        <Form.Check
          className="mb-3"
          id="fo-settings-cancelSameDayOnly"
          label="A check-in may be cancelled only on its arrival day"
          {...form.register('cancelSameDayOnly')}
        />
        <LoadingButton loading={form.formState.isSubmitting} loadingText="Saving…">
          Save settings
        </LoadingButton>
      </fieldset>
      {leaveQuestion}
    </Form>
  );
}

/**
 * Front office settings (Setup, /frontoffice/fo-settings): check-out time, C-Form hours, the room GST slabs, same-day
 * cancel.
 */
export function SettingsScreen() {
  const settings = useFoSettings();
  return (
    <section aria-labelledby="fo-settings-title" className="p-2 p-md-3">
      <h1 id="fo-settings-title" className="h4">
        Front office settings
      </h1>
      {settings.isPending ? (
        <Loading label="Loading the settings…" />
      ) : settings.isError ? (
        <LoadFailed message={toApiError(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm stored={settings.data} />
      )}
    </section>
  );
}
