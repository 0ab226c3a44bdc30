import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { applyMask, maskedCaret, maskProblem, MASKS, type MaskKind } from './input-mask';

interface Props {
  kind: MaskKind;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input shaped by a mask as the user types; its problem shows beside it once the user leaves the field. */
export function MaskedInput({ kind, value, onChange }: Props) {
  const { label, pattern, example } = MASKS[kind];
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [touched, setTouched] = useState(false);
  const id = `mask-${kind}`;
  const problem = touched ? maskProblem(kind, value) : null;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current) return;
    input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current = maskedCaret(raw, caret, pattern);
    onChange(applyMask(raw, pattern));
  };

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={input}
        value={value}
        onChange={change}
        onBlur={() => setTouched(true)}
        placeholder={example}
        maxLength={pattern.length}
        inputMode={/^[9 /]+$/.test(pattern) ? 'numeric' : 'text'}
        autoCapitalize="characters"
        spellCheck={false}
        isInvalid={!!problem}
        isValid={touched && value.length === pattern.length && !problem}
        aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
      />
      <Form.Text id={`${id}-help`}>
        Pattern <code>{pattern}</code>, e.g. {example}
      </Form.Text>
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {problem}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
