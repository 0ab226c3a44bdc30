import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { showDoneToast } from '../../../lib/messages/messages';
import { CataloguePage, Example } from '../catalogue-page';
import {
  BASIC_FORM_DEFAULTS,
  basicFormSchema,
  DEPARTMENTS,
  GENDERS,
  INTERESTS,
  type BasicFormInput,
  type BasicFormOutput,
} from './basic-form-schema';
import { BasicFormResult } from './basic-form-result';
import { Field } from '../../../components/form/field';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import { registerInOrder } from '../../../components/form/register-in-order';
import { ChoiceGroup } from './choice-group';

const HALF = 'col-md-6 mb-3';
const THIRD = 'col-md-4 mb-3';
const QUARTER = 'col-md-3 mb-3';
const DOCUMENT_HELP = 'PDF, PNG or JPEG, at most 1 MB.';
const ORDER = Object.keys(BASIC_FORM_DEFAULTS) as (keyof BasicFormInput)[];

/**
 * Forms: basic — a labelled input of every kind (react-hook-form + zod), each error beside its field; leaving with
 * changes asks first.
 */
export function BasicFormPage() {
  const today = format(new Date(), 'yyyy-MM-dd');
  const schema = useMemo(() => basicFormSchema(today), [today]);
  const form = useForm<BasicFormInput, unknown, BasicFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: BASIC_FORM_DEFAULTS,
  });
  registerInOrder(form, ORDER);
  const { register, formState } = form;
  const errors = formState.errors;
  const [sent, setSent] = useState<BasicFormOutput | null>(null);
  const leaveQuestion = useLeaveGuard(formState.isDirty);
  const satisfaction = useWatch({ control: form.control, name: 'satisfaction' });

  const send = (values: BasicFormOutput) => {
    setSent(values);
    form.reset(values);
    showDoneToast('The form was checked and sent.');
  };

  return (
    <CataloguePage intro="Every kind of input, each with a label, and its error beside it when the form is sent. The first wrong field gets the focus.">
      <Example
        title="Patient registration"
        source="react-hook-form + zod (basic-form-schema.ts); Field, FieldFrame — src/components/form; ChoiceGroup — src/modules/demo-areas/forms/choice-group.tsx"
      >
        <Form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} aria-label="Patient registration">
          <div className="row">
            <Field
              form={form}
              name="fullName"
              id="basic-fullName"
              label="Full name"
              autoComplete="name"
              className={HALF}
            />
            <Field
              form={form}
              name="email"
              id="basic-email"
              label="E-mail"
              type="email"
              autoComplete="email"
              className={HALF}
            />
            <Field
              form={form}
              name="password"
              id="basic-password"
              label="Password"
              type="password"
              help="At least 8 characters, with letters and a digit."
              autoComplete="new-password"
              className={HALF}
            />
            <Field
              form={form}
              name="age"
              id="basic-age"
              label="Age"
              type="number"
              min={18}
              max={100}
              className={QUARTER}
            />
            <Field
              form={form}
              name="mobile"
              id="basic-mobile"
              label="Mobile"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              className={QUARTER}
            />
            <Field
              form={form}
              name="birthDate"
              id="basic-birthDate"
              label="Date of birth"
              type="date"
              max={today}
              className={THIRD}
            />
            <Field
              form={form}
              name="visitTime"
              id="basic-visitTime"
              label="Preferred visit time (optional)"
              type="time"
              className={THIRD}
            />
            <Field
              form={form}
              name="department"
              id="basic-department"
              label="Department"
              options={DEPARTMENTS.map((department) => ({ value: department, label: department }))}
              className={THIRD}
            />
            <ChoiceGroup id="basic-gender" legend="Gender" error={errors.gender?.message} className="col-md-6 mb-3">
              {GENDERS.map((gender) => (
                <Form.Check
                  key={gender}
                  inline
                  type="radio"
                  id={`basic-gender-${gender}`}
                  label={gender}
                  value={gender}
                  {...register('gender')}
                  isInvalid={!!errors.gender}
                />
              ))}
            </ChoiceGroup>
            <ChoiceGroup
              id="basic-interests"
              legend="Interested in"
              error={errors.interests?.message}
              className="col-md-6 mb-3"
            >
              {INTERESTS.map((interest) => (
                <Form.Check
                  key={interest}
                  inline
                  type="checkbox"
                  id={`basic-interest-${interest}`}
                  label={interest}
                  value={interest}
                  {...register('interests')}
                  isInvalid={!!errors.interests}
                />
              ))}
            </ChoiceGroup>
            <Field
              form={form}
              name="about"
              id="basic-about"
              label="About you (optional)"
              type="textarea"
              rows={3}
              help="At most 200 characters."
              className="col-12 mb-3"
            />
            <FieldFrame
              id="basic-satisfaction"
              label={`Satisfaction with the last visit: ${satisfaction} of 10`}
              error={errors.satisfaction?.message}
              className={HALF}
            >
              <Form.Range
                id="basic-satisfaction"
                min={0}
                max={10}
                {...register('satisfaction')}
                aria-describedby={describedBy('basic-satisfaction', errors.satisfaction?.message)}
                aria-valuetext={`${satisfaction} of 10`}
              />
            </FieldFrame>
            <FieldFrame
              id="basic-colour"
              label="Favourite colour for the card"
              error={errors.colour?.message}
              className={HALF}
            >
              <Form.Control
                id="basic-colour"
                type="color"
                {...register('colour')}
                isInvalid={!!errors.colour}
                aria-describedby={describedBy('basic-colour', errors.colour?.message)}
              />
            </FieldFrame>
            <FieldFrame
              id="basic-document"
              label="Referral letter (optional)"
              help={DOCUMENT_HELP}
              error={errors.document?.message}
              className="col-12 mb-3"
            >
              <Form.Control
                id="basic-document"
                type="file"
                accept=".pdf,.png,.jpg,.jpeg"
                {...register('document')}
                isInvalid={!!errors.document}
                aria-describedby={describedBy('basic-document', errors.document?.message, DOCUMENT_HELP)}
              />
            </FieldFrame>
            <div className="col-12 mb-3">
              <Form.Check
                type="switch"
                id="basic-newsletter"
                label="Send me the monthly health newsletter"
                {...register('newsletter')}
              />
              <Form.Check
                type="checkbox"
                id="basic-terms"
                label="I accept the terms of registration"
                {...register('terms')}
                isInvalid={!!errors.terms}
                aria-describedby={errors.terms ? 'basic-terms-error' : undefined}
              />
              {errors.terms && (
                <div id="basic-terms-error" className="invalid-feedback d-block">
                  {errors.terms.message}
                </div>
              )}
            </div>
          </div>
          <div className="d-flex gap-2">
            <Button type="submit">Register</Button>
            <Button
              variant="outline-secondary"
              onClick={() => {
                form.reset(BASIC_FORM_DEFAULTS);
                setSent(null);
              }}
            >
              Clear
            </Button>
          </div>
        </Form>
        {Object.keys(errors).length > 0 && (
          <Alert variant="danger" className="mt-3 mb-0">
            {Object.keys(errors).length === 1
              ? 'One field needs attention.'
              : `${Object.keys(errors).length} fields need attention.`}
          </Alert>
        )}
        {sent && <BasicFormResult values={sent} />}
      </Example>
      {leaveQuestion}
    </CataloguePage>
  );
}
