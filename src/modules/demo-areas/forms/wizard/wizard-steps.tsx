import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ChoiceGroup, FieldGroup } from '../field-group';
import { PAYMENT_MODES, WIZARD_DEPARTMENTS, type WizardInput, type WizardOutput } from './wizard-schema';

/** The wizard's form, as each step sees it. */
export type WizardForm = UseFormReturn<WizardInput, unknown, WizardOutput>;

/** Step 1: who the patient is. */
export function PatientStep({ form, today }: { form: WizardForm; today: string }) {
  const errors = form.formState.errors.patient;
  return (
    <div className="row">
      <FieldGroup id="wizard-fullName" label="Full name" error={errors?.fullName?.message} className="col-md-6 mb-3">
        {(describedBy, invalid) => (
          <Form.Control
            {...form.register('patient.fullName')}
            autoComplete="name"
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FieldGroup>
      <FieldGroup id="wizard-mobile" label="Mobile" error={errors?.mobile?.message} className="col-md-6 mb-3">
        {(describedBy, invalid) => (
          <Form.Control
            type="tel"
            inputMode="numeric"
            maxLength={10}
            {...form.register('patient.mobile')}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FieldGroup>
      <FieldGroup
        id="wizard-birthDate"
        label="Date of birth"
        error={errors?.birthDate?.message}
        className="col-md-6 mb-3"
      >
        {(describedBy, invalid) => (
          <Form.Control
            type="date"
            max={today}
            {...form.register('patient.birthDate')}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FieldGroup>
    </div>
  );
}

/** Step 2: the visit. */
export function VisitStep({ form, today }: { form: WizardForm; today: string }) {
  const errors = form.formState.errors.visit;
  return (
    <div className="row">
      <FieldGroup
        id="wizard-department"
        label="Department"
        error={errors?.department?.message}
        className="col-md-6 mb-3"
      >
        {(describedBy, invalid) => (
          <Form.Select
            {...form.register('visit.department')}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <option value="">Choose…</option>
            {WIZARD_DEPARTMENTS.map((department) => (
              <option key={department}>{department}</option>
            ))}
          </Form.Select>
        )}
      </FieldGroup>
      <FieldGroup id="wizard-visitDate" label="Visit date" error={errors?.visitDate?.message} className="col-md-6 mb-3">
        {(describedBy, invalid) => (
          <Form.Control
            type="date"
            min={today}
            {...form.register('visit.visitDate')}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FieldGroup>
      <FieldGroup
        id="wizard-reason"
        label="Reason for the visit"
        error={errors?.reason?.message}
        className="col-12 mb-3"
      >
        {(describedBy, invalid) => (
          <Form.Control
            as="textarea"
            rows={3}
            {...form.register('visit.reason')}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FieldGroup>
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
          <FieldGroup id="wizard-insurer" label="Insurer" error={errors?.insurer?.message} className="col-md-6 mb-3">
            {(describedBy, invalid) => (
              <Form.Control
                {...form.register('payment.insurer')}
                isInvalid={invalid}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </FieldGroup>
          <FieldGroup
            id="wizard-policy"
            label="Policy number"
            error={errors?.policy?.message}
            className="col-md-6 mb-3"
          >
            {(describedBy, invalid) => (
              <Form.Control
                {...form.register('payment.policy')}
                isInvalid={invalid}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </FieldGroup>
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
