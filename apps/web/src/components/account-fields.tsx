import type { ErrorCode } from '@study/shared';
import type { ComponentProps } from 'react';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './ui/password-field.tsx';
import { TextField } from './ui/text-field.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** What binds an input to a form field: `form.field(name)`. */
interface Bound {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: ErrorCode | undefined;
}

/** The email field of the account forms: the keyboard, autofill and example of an address. */
export function EmailField(props: Bound & Partial<ComponentProps<typeof TextField>>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.emailPlaceholder')}
      {...props}
    />
  );
}

/**
 * A new password with the rule as a live checklist, then its confirmation: what signing up,
 * resetting and changing a password ask alike.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  names = { password: 'password', confirm: 'confirmPassword' },
}: {
  password: Bound;
  confirm: Bound;
  labels: { password: string; confirm: string };
  names?: { password: string; confirm: string };
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={names.password}
        autoComplete="new-password"
        {...password}
        hint={<PasswordChecklist password={password.value} />}
      />
      <PasswordField
        label={labels.confirm}
        name={names.confirm}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
