import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useValidatedForm } from './useValidatedForm';

type Field = 'code' | 'phone';
const EMPTY: Record<Field, string> = { code: '', phone: '' };
const ORDER: readonly Field[] = ['phone', 'code'];
const validateField = (field: Field, values: Record<Field, string>) =>
  field === 'code'
    ? /^\d{6}$/.test(values.code)
      ? undefined
      : ('codeRule' as const)
    : /^\d{11}$/.test(values.phone)
      ? undefined
      : ('phoneRule' as const);

const setup = () =>
  renderHook(() => useValidatedForm({ empty: EMPTY, order: ORDER, validateField }));

describe('useValidatedForm', () => {
  it('judges a field when it is left after typing, then follows every keystroke', () => {
    const { result } = setup();
    act(() => result.current.blur('code'));
    expect(result.current.errors).toEqual({}); // empty: quiet on the way through
    act(() => result.current.setValue('code', '12'));
    expect(result.current.errors.code).toBeUndefined();
    act(() => result.current.blur('code'));
    expect(result.current.errors.code).toBe('codeRule');
    act(() => result.current.setValue('code', '123456'));
    expect(result.current.errors.code).toBeUndefined();
  });

  it("keeps the server's message on a field until its value changes, whatever blur says", () => {
    const { result } = setup();
    act(() => result.current.setValue('phone', '13912345678'));
    act(() => result.current.setValue('code', '654321'));
    let invalid: Field | undefined = 'phone';
    act(() => {
      invalid = result.current.validateAll();
    });
    expect(invalid).toBeUndefined();
    act(() => result.current.setServerErrors({ code: 'wrong code' }));
    expect(result.current.serverErrors).toEqual({ code: 'wrong code' });

    // Leaving the field: the rules pass, yet the server's word stands.
    act(() => result.current.blur('code'));
    expect(result.current.errors.code).toBeUndefined();
    expect(result.current.serverErrors.code).toBe('wrong code');
    // Another field's edit leaves it alone too.
    act(() => result.current.setValue('phone', '13912345679'));
    expect(result.current.serverErrors.code).toBe('wrong code');

    // A new value: the message goes, and the rules judge the field as it is typed.
    act(() => result.current.setValue('code', '1'));
    expect(result.current.serverErrors).toEqual({});
    expect(result.current.errors.code).toBe('codeRule');
  });

  it('replaces the last answer with a new one; clearing or resetting forgets it', () => {
    const { result } = setup();
    act(() => result.current.setServerErrors({ phone: 'taken' }));
    act(() => result.current.setServerErrors({ code: 'wrong code' }));
    expect(result.current.serverErrors).toEqual({ code: 'wrong code' });
    act(() => result.current.clearField('code'));
    expect(result.current.serverErrors).toEqual({});
    act(() => result.current.setServerErrors({ phone: 'taken' }));
    act(() => result.current.reset({ phone: '13912345678' }));
    expect(result.current.serverErrors).toEqual({});
    expect(result.current.values.phone).toBe('13912345678');
  });
});
