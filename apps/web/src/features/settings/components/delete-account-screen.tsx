import { deleteAccountSchema, deleteConfirmationWords, isInterfaceLanguage } from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { forgetSession } from '../../../lib/auth/sign-out.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { SettingsCard } from './settings-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Deletes the account after the password and the typed confirmation word. */
export function DeleteAccountScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
  const word = deleteConfirmationWords[language];
  const form = useSchemaForm(deleteAccountSchema, { confirmation: '', password: '' });
  const { busy, failure, run } = useSubmission();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    if (input.confirmation !== word) {
      form.setServerErrors({ confirmation: 'DELETE_CONFIRMATION_WRONG' });
      return;
    }
    await run(
      async () => {
        await deleteAccount(input);
        forgetSession(queryClient);
        await navigate('/login?notice=deleted', { replace: true });
      },
      (error) => {
        if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
          form.setServerErrors({ password: error.code });
        } else if (error instanceof ApiError && error.code === 'DELETE_CONFIRMATION_WRONG') {
          form.setServerErrors({ confirmation: error.code });
        } else {
          return false;
        }
        return true;
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle>{t('routes.settings-delete-account')}</ScreenTitle>
      <SettingsCard title={t('account.dangerZone')} tone="danger">
        <div className="mb-5 flex gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <p>{t('account.delete.warning')}</p>
        </div>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex max-w-lg flex-col gap-4"
        >
          {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
          <PasswordField
            label={t('account.delete.password')}
            name="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <TextField
            label={t('account.delete.word', { word })}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.field('confirmation')}
          />
          <Button
            type="submit"
            disabled={busy}
            variant="danger"
            className="mt-2 w-full sm:w-auto sm:self-start"
          >
            {t('account.delete.submit')}
          </Button>
        </form>
      </SettingsCard>
    </div>
  );
}
