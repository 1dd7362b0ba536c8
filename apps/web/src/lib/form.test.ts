import { changePasswordFormSchema, registerFormSchema } from '@study/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issuesByField, useSchemaForm } from './form.ts';

describe('issuesByField', () => {
  it('keeps the first code of each field of the shared schemas', () => {
    const parsed = registerFormSchema.safeParse({
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(parsed.success).toBe(false);
    expect(issuesByField(parsed.error!.issues)).toEqual({
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_SHORT',
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
  });

  it('reports a mismatched confirmation and a new password equal to the old one', () => {
    const parsed = changePasswordFormSchema.safeParse({
      currentPassword: 'Same-pass1',
      newPassword: 'Same-pass1',
      confirmPassword: 'Same-pass2',
    });
    expect(issuesByField(parsed.error!.issues)).toEqual({
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
      newPassword: 'PASSWORD_SAME_AS_OLD',
    });
  });

  it('asks for the confirmation while it is empty, rather than saying it does not match', () => {
    const parsed = registerFormSchema.safeParse({
      email: 'student@example.com',
      password: 'Long-enough-9',
      confirmPassword: '',
    });
    expect(issuesByField(parsed.error!.issues)).toEqual({
      confirmPassword: 'PASSWORD_CONFIRMATION_REQUIRED',
    });
  });

  it('turns a message that is not a catalogue code into FIELD_REQUIRED', () => {
    expect(issuesByField([{ path: ['x'], message: 'Invalid input' }])).toEqual({
      x: 'FIELD_REQUIRED',
    });
  });
});

describe('useSchemaForm', () => {
  it('shows errors only after a submit, and drops a server error when its field changes', async () => {
    const { result } = renderHook(() =>
      useSchemaForm(registerFormSchema, { email: '', password: '', confirmPassword: '' }),
    );
    expect(result.current.errors).toEqual({});
    await act(async () => void (await result.current.validate()));
    expect(result.current.errors.email).toBe('EMAIL_REQUIRED');
    act(() => {
      result.current.set('email', 'Ada@Example.com');
      result.current.set('password', 'Str0ng!pass');
      result.current.set('confirmPassword', 'Str0ng!pass');
    });
    let parsed: unknown;
    await act(async () => void (parsed = await result.current.validate()));
    expect(parsed).toEqual({
      email: 'ada@example.com',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
    });
    act(() => result.current.setServerErrors({ password: 'PASSWORD_TOO_COMMON' }));
    expect(result.current.errors).toEqual({ password: 'PASSWORD_TOO_COMMON' });
    act(() => result.current.set('password', 'Str0ng!pass2'));
    expect(result.current.errors).toEqual({ confirmPassword: 'PASSWORDS_DO_NOT_MATCH' });
  });
});
