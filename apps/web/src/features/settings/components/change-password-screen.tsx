import { changePasswordFormSchema } from '@study/shared';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { changePassword } from '../api/change-password.ts';
import { SettingsCard } from './settings-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const empty = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Changes the password; the server signs the user's other devices out. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle>{t('routes.settings-change-password')}</ScreenTitle>
      <SettingsCard title={t('account.security')} description={t('account.password.intro')}>
        {done && (
          <Alert tone="success" className="mb-5">
            {t('account.password.done')}
          </Alert>
        )}
        <ChangePasswordForm
          key={formKey}
          onChanged={() => {
            setDone(true);
            setFormKey((key) => key + 1);
          }}
          onEdit={() => setDone(false)}
        />
      </SettingsCard>
    </div>
  );
}

function ChangePasswordForm({ onChanged, onEdit }: { onChanged: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(changePasswordFormSchema, empty);
  const { busy, failure, run } = useSubmission();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    await run(
      async () => {
        await changePassword({
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
        });
        onChanged();
      },
      (error) => {
        if (!(error instanceof ApiError)) return false;
        if (error.code === 'CURRENT_PASSWORD_WRONG' || error.code === 'INVALID_CREDENTIALS') {
          form.setServerErrors({ currentPassword: 'CURRENT_PASSWORD_WRONG' });
        } else if (error.code.startsWith('PASSWORD_')) {
          form.setServerErrors({ newPassword: error.code });
        } else {
          return false;
        }
        return true;
      },
    );
  };

  const edit = <K extends keyof typeof empty>(field: K, value: (typeof empty)[K]) => {
    form.set(field, value);
    onEdit();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-lg flex-col gap-4"
    >
      {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
      <PasswordField
        label={t('account.password.current')}
        name="currentPassword"
        autoComplete="current-password"
        value={form.values.currentPassword}
        onChange={(event) => edit('currentPassword', event.target.value)}
        error={form.errors.currentPassword}
      />
      <NewPasswordFields
        password={{
          value: form.values.newPassword,
          onChange: (event) => edit('newPassword', event.target.value),
          error: form.errors.newPassword,
        }}
        confirm={{
          value: form.values.confirmPassword,
          onChange: (event) => edit('confirmPassword', event.target.value),
          error: form.errors.confirmPassword,
        }}
        labels={{ password: t('account.password.new'), confirm: t('account.password.confirm') }}
        names={{ password: 'newPassword', confirm: 'confirmPassword' }}
      />
      <p className="text-sm text-ink-muted">{t('account.password.othersSignedOut')}</p>
      <Button type="submit" disabled={busy} className="mt-2 w-full sm:w-auto sm:self-start">
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
