import type { CSSProperties } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LineColumn } from './line-grid';

/** What a typed column holds: figures (decimals allowed), a date or free text. */
export type LineInputType = 'number' | 'text' | 'date';

/** A typed column as a module declares it: the line's field, its header (also the inputs' label) and its type. */
export interface LineInputSpec<Name extends string> {
  name: Name;
  label: string;
  type: LineInputType;
}

interface CellProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

interface InputProps extends CellProps {
  type: LineInputType;
  /** Figures are typed in a text box (what the user typed stays as typed; no spinner). */
  figuresAsText?: boolean;
}

/** A line's typed input, labelled "<column>, line <n>", with its error below. */
export function LineInput({ label, error, registration, type, figuresAsText = false }: InputProps) {
  return (
    <>
      <Form.Control
        type={figuresAsText ? 'text' : type}
        step={figuresAsText ? undefined : 'any'}
        inputMode={type === 'number' ? 'decimal' : undefined}
        aria-label={label}
        isInvalid={!!error}
        {...registration}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </>
  );
}

interface SelectProps extends CellProps {
  /** The first option (value ""), e.g. "Choose…". */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A line's choice (item, unit, tax), labelled "<column>, line <n>", with its error below. */
export function LineSelect({ label, error, registration, placeholder, options }: SelectProps) {
  return (
    <>
      <Form.Select aria-label={label} isInvalid={!!error} {...registration}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </>
  );
}

interface InputColumnsOptions<Name extends string> {
  register: (index: number, name: Name) => UseFormRegisterReturn;
  error: (index: number, name: Name) => string | undefined;
  figuresAsText?: boolean;
  style?: (spec: LineInputSpec<Name>) => CSSProperties | undefined;
}

/** The grid columns of a module's typed fields (quantity, rate, discount, …), in the order given. */
export function inputColumns<Name extends string>(
  specs: readonly LineInputSpec<Name>[],
  { register, error, figuresAsText, style }: InputColumnsOptions<Name>,
): LineColumn[] {
  return specs.map((spec) => ({
    key: spec.name,
    header: spec.label,
    style: style?.(spec),
    cell: (index, n) => (
      <LineInput
        label={`${spec.label}, line ${n}`}
        error={error(index, spec.name)}
        registration={register(index, spec.name)}
        type={spec.type}
        figuresAsText={figuresAsText}
      />
    ),
  }));
}

interface ItemColumnOptions {
  register: (index: number) => UseFormRegisterReturn;
  error: (index: number) => string | undefined;
  options: readonly { value: string; label: string }[];
  style?: CSSProperties;
}

/** The line's item, the first column of every quotation or order: a choice labelled "Item, line <n>". */
export function itemColumn({ register, error, options, style }: ItemColumnOptions): LineColumn {
  return {
    key: 'itemId',
    header: 'Item',
    style,
    cell: (index, n) => (
      <LineSelect
        label={`Item, line ${n}`}
        error={error(index)}
        registration={register(index)}
        placeholder="Choose…"
        options={options}
      />
    ),
  };
}
