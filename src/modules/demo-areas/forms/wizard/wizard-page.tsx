import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { formatDate } from '../../../../lib/format/date-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import { CataloguePage, Example } from '../../catalogue-page';
import { StepIndicator } from './step-indicator';
import {
  bookingReference,
  WIZARD_DEFAULTS,
  WIZARD_STEPS,
  wizardSchema,
  type WizardInput,
  type WizardOutput,
} from './wizard-schema';
import { PatientStep, PaymentStep, VisitStep } from './wizard-steps';
import { WizardSummary } from './wizard-summary';

const TITLES = WIZARD_STEPS.map((step) => step.title);
const LAST = WIZARD_STEPS.length - 1;

/**
 * Forms: wizard — an appointment booked in steps (react-hook-form + zod). Next checks only the step's fields and
 * refuses, focusing the first wrong one; Back keeps what was typed; the summary step books it.
 */
export function WizardPage() {
  const today = format(new Date(), 'yyyy-MM-dd');
  const schema = useMemo(() => wizardSchema(today), [today]);
  const form = useForm<WizardInput, unknown, WizardOutput>({
    resolver: zodResolver(schema),
    defaultValues: WIZARD_DEFAULTS,
  });
  const [step, setStep] = useState(0);
  const [booked, setBooked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const busy = useRef(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && booked === null);

  // After a step change the step's heading takes the focus, so a screen reader hears where it is.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step, booked]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const next = async () => {
    if (busy.current) return;
    busy.current = true;
    const valid = await form.trigger([...WIZARD_STEPS[step]!.fields], { shouldFocus: true });
    busy.current = false;
    if (valid) goTo(step + 1);
  };

  const book = (values: WizardOutput) => {
    const reference = bookingReference(values);
    moved.current = true;
    setBooked(reference);
    showDoneToast(`Appointment ${reference} booked.`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST) {
      void next();
      return;
    }
    if (busy.current || booked) return;
    busy.current = true;
    void form
      .handleSubmit(book)(event)
      .finally(() => {
        busy.current = false;
      });
  };

  const startAgain = () => {
    form.reset(WIZARD_DEFAULTS);
    setBooked(null);
    goTo(0);
  };

  const values = form.getValues();
  return (
    <CataloguePage intro="A form in steps. Next checks the step and stops at the first problem; Back keeps what you typed; the last step shows everything before booking.">
      <Example
        title="Book an appointment"
        source="react-hook-form + zod (wizard-schema.ts); StepIndicator, WizardSummary — src/modules/demo-areas/forms/wizard/"
      >
        <StepIndicator titles={TITLES} current={booked ? WIZARD_STEPS.length : step} />
        {booked ? (
          <Alert variant="success" aria-labelledby="wizard-step-title">
            <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="h5">
              Appointment booked
            </h2>
            <p>
              Reference <strong>{booked}</strong> for {values.patient.fullName}, {values.visit.department}, on{' '}
              {formatDate(values.visit.visitDate)}.
            </p>
            <Button variant="outline-success" onClick={startAgain}>
              Book another
            </Button>
          </Alert>
        ) : (
          <Form noValidate onSubmit={submit} aria-labelledby="wizard-step-title">
            <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="h5 mb-3">
              Step {step + 1} of {WIZARD_STEPS.length}: {TITLES[step]}
            </h2>
            {step === 0 && <PatientStep form={form} today={today} />}
            {step === 1 && <VisitStep form={form} today={today} />}
            {step === 2 && <PaymentStep form={form} />}
            {step === LAST && <WizardSummary values={values} onEdit={goTo} />}
            <div className="d-flex gap-2 mt-3">
              <Button variant="outline-secondary" disabled={step === 0} onClick={() => goTo(step - 1)}>
                Back
              </Button>
              <Button type="submit">{step === LAST ? 'Book the appointment' : 'Next'}</Button>
            </div>
          </Form>
        )}
      </Example>
      {leaveQuestion}
    </CataloguePage>
  );
}
