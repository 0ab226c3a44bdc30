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
import { ChoiceGroup, FieldGroup } from './field-group';

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
        source="react-hook-form + zod (basic-form-schema.ts); FieldGroup, ChoiceGroup — src/modules/demo-areas/forms/field-group.tsx"
      >
        <Form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} aria-label="Patient registration">
          <div className="row">
            <FieldGroup
              id="basic-fullName"
              label="Full name"
              error={errors.fullName?.message}
              className="col-md-6 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control
                  {...register('fullName')}
                  autoComplete="name"
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup id="basic-email" label="E-mail" error={errors.email?.message} className="col-md-6 mb-3">
              {(describedBy, invalid) => (
                <Form.Control
                  type="email"
                  {...register('email')}
                  autoComplete="email"
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-password"
              label="Password"
              help="At least 8 characters, with letters and a digit."
              error={errors.password?.message}
              className="col-md-6 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control
                  type="password"
                  {...register('password')}
                  autoComplete="new-password"
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup id="basic-age" label="Age" error={errors.age?.message} className="col-md-3 mb-3">
              {(describedBy, invalid) => (
                <Form.Control
                  type="number"
                  min={18}
                  max={100}
                  {...register('age')}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup id="basic-mobile" label="Mobile" error={errors.mobile?.message} className="col-md-3 mb-3">
              {(describedBy, invalid) => (
                <Form.Control
                  type="tel"
                  inputMode="numeric"
                  maxLength={10}
                  {...register('mobile')}
                  autoComplete="tel-national"
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-birthDate"
              label="Date of birth"
              error={errors.birthDate?.message}
              className="col-md-4 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control
                  type="date"
                  max={today}
                  {...register('birthDate')}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-visitTime"
              label="Preferred visit time (optional)"
              error={errors.visitTime?.message}
              className="col-md-4 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control
                  type="time"
                  {...register('visitTime')}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-department"
              label="Department"
              error={errors.department?.message}
              className="col-md-4 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Select {...register('department')} isInvalid={invalid} aria-describedby={describedBy}>
                  <option value="">Choose…</option>
                  {DEPARTMENTS.map((department) => (
                    <option key={department}>{department}</option>
                  ))}
                </Form.Select>
              )}
            </FieldGroup>
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
            <FieldGroup
              id="basic-about"
              label="About you (optional)"
              help="At most 200 characters."
              error={errors.about?.message}
              className="col-12 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control
                  as="textarea"
                  rows={3}
                  {...register('about')}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-satisfaction"
              label={`Satisfaction with the last visit: ${satisfaction} of 10`}
              error={errors.satisfaction?.message}
              className="col-md-6 mb-3"
            >
              {(describedBy) => (
                <Form.Range
                  min={0}
                  max={10}
                  {...register('satisfaction')}
                  aria-describedby={describedBy}
                  aria-valuetext={`${satisfaction} of 10`}
                />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-colour"
              label="Favourite colour for the card"
              error={errors.colour?.message}
              className="col-md-6 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control type="color" {...register('colour')} isInvalid={invalid} aria-describedby={describedBy} />
              )}
            </FieldGroup>
            <FieldGroup
              id="basic-document"
              label="Referral letter (optional)"
              help="PDF, PNG or JPEG, at most 1 MB."
              error={errors.document?.message}
              className="col-12 mb-3"
            >
              {(describedBy, invalid) => (
                <Form.Control
                  type="file"
                  accept=".pdf,.png,.jpg,.jpeg"
                  {...register('document')}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                />
              )}
            </FieldGroup>
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
