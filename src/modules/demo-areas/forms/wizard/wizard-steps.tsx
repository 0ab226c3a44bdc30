import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { ChoiceGroup } from '../choice-group';
import { PAYMENT_MODES, WIZARD_DEPARTMENTS, type WizardInput, type WizardOutput } from './wizard-schema';

const HALF = 'col-md-6 mb-3';

/** The wizard's form, as each step sees it. */
export type WizardForm = UseFormReturn<WizardInput, unknown, WizardOutput>;

/** Step 1: who the patient is. */
export function PatientStep({ form, today }: { form: WizardForm; today: string }) {
  return (
    <div className="row">
      <Field
        form={form}
        name="patient.fullName"
        id="wizard-fullName"
        label="Full name"
        autoComplete="name"
        className={HALF}
      />
      <Field
        form={form}
        name="patient.mobile"
        id="wizard-mobile"
        label="Mobile"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        className={HALF}
      />
      <Field
        form={form}
        name="patient.birthDate"
        id="wizard-birthDate"
        label="Date of birth"
        type="date"
        max={today}
        className={HALF}
      />
    </div>
  );
}

/** Step 2: the visit. */
export function VisitStep({ form, today }: { form: WizardForm; today: string }) {
  return (
    <div className="row">
      <Field
        form={form}
        name="visit.department"
        id="wizard-department"
        label="Department"
        options={WIZARD_DEPARTMENTS.map((department) => ({ value: department, label: department }))}
        className={HALF}
      />
      <Field
        form={form}
        name="visit.visitDate"
        id="wizard-visitDate"
        label="Visit date"
        type="date"
        min={today}
        className={HALF}
      />
      <Field
        form={form}
        name="visit.reason"
        id="wizard-reason"
        label="Reason for the visit"
        type="textarea"
        rows={3}
        className="col-12 mb-3"
      />
    </div>
  );
}

/** Step 3: how it is paid; insurance asks for the insurer and the policy. */
export function PaymentStep({ form }: { form: WizardForm }) {
  const errors = form.formState.errors.payment;
  const mode = useWatch({ control: form.control, name: 'payment.mode' });
  return (
    <div className="row">
      <ChoiceGroup id="wizard-mode" legend="Payment" error={errors?.mode?.message} className="col-12 mb-3">
        {PAYMENT_MODES.map((choice) => (
          <Form.Check
            key={choice}
            inline
            type="radio"
            id={`wizard-mode-${choice}`}
            label={choice}
            value={choice}
            {...form.register('payment.mode')}
            isInvalid={!!errors?.mode}
          />
        ))}
      </ChoiceGroup>
      {mode === 'Insurance' && (
        <>
          <Field form={form} name="payment.insurer" id="wizard-insurer" label="Insurer" className={HALF} />
          <Field form={form} name="payment.policy" id="wizard-policy" label="Policy number" className={HALF} />
        </>
      )}
      <div className="col-12 mb-3">
        <Form.Check
          type="checkbox"
          id="wizard-consent"
          label="The patient agrees to be contacted about this visit"
          {...form.register('payment.consent')}
          isInvalid={!!errors?.consent}
          aria-describedby={errors?.consent ? 'wizard-consent-error' : undefined}
        />
        {errors?.consent && (
          <div id="wizard-consent-error" className="invalid-feedback d-block">
            {errors.consent.message}
          </div>
        )}
      </div>
    </div>
  );
}
