import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { EnquiryFormValues } from './enquiry-form-values';
import type { EnquiryRequirements } from './enquiry-types';

interface Props {
  form: UseFormReturn<EnquiryFormValues>;
  requirements: EnquiryRequirements;
}

/** Every supplier with a tick; a ticked one with several addresses asks which the letter goes to. */
export function EnquirySupplierPicker({ form, requirements }: Props) {
  const rows = useWatch({ control: form.control, name: 'suppliers' });
  const error = form.formState.errors.suppliers?.root?.message ?? form.formState.errors.suppliers?.message;
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'enquiry-suppliers-error' : undefined}>
      <legend className="h6">Suppliers</legend>
      <div className="row row-cols-1 row-cols-md-2 g-1" style={{ maxHeight: '16rem', overflowY: 'auto' }}>
        {requirements.suppliers.map((supplier, index) => {
          const addresses = requirements.addresses.filter((address) => address.recordid === supplier.recordid);
          return (
            <div key={supplier.recordid} className="col d-flex align-items-center gap-2">
              <Form.Check
                id={`enquiry-supplier-${index}`}
                label={supplier.supplier}
                {...form.register(`suppliers.${index}.chosen`)}
              />
              {rows[index]?.chosen && addresses.length > 1 && (
                <Form.Select
                  size="sm"
                  style={{ width: 'auto' }}
                  aria-label={`Address of ${supplier.supplier}`}
                  {...form.register(`suppliers.${index}.addr`)}
                >
                  {addresses.map((address) => (
                    <option key={address.sno} value={address.addressname}>
                      {address.addressname}
                    </option>
                  ))}
                </Form.Select>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <div id="enquiry-suppliers-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
