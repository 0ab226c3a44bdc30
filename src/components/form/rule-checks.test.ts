import { renderHook, act } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { checkedBy, markProblems } from './rule-checks';

const times = checkedBy(z.object({ inTime: z.string().min(1, 'Give the time in'), outTime: z.string() }), (values) =>
  values.outTime < values.inTime ? [{ field: 'outTime', message: 'Out before in' }] : [],
);

describe('checkedBy', () => {
  it('puts the rule’s problem on the field it names', () => {
    const result = times.safeParse({ inTime: '10:00', outTime: '09:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['outTime', 'Out before in'],
    ]);
  });

  it('passes what the rules accept', () => {
    expect(times.safeParse({ inTime: '10:00', outTime: '11:00' }).success).toBe(true);
  });

  it('leaves the rules alone while a field is invalid on its own', () => {
    const result = times.safeParse({ inTime: '', outTime: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Give the time in']);
  });
});

describe('markProblems', () => {
  it('marks the fields a refusal names, and what the form does not hold on the fallback', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: '', phone: '' } }));
    act(() => markProblems(result.current, { phone: 'Taken', visitorNo: 'Unknown visitor' }, 'name'));
    expect(result.current.getFieldState('phone').error?.message).toBe('Taken');
    expect(result.current.getFieldState('name').error?.message).toBe('Unknown visitor');
  });

  it('drops what it cannot place without a fallback', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: '' } }));
    act(() => markProblems(result.current, { other: 'No such field' }));
    expect(result.current.getFieldState('name').error).toBeUndefined();
  });
});
