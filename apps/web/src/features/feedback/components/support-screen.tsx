import { supportMessageSchema, type SupportMessage } from '@study/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { textareaClassName, TextField } from '../../../components/ui/text-field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useProfile } from '../../../lib/auth/use-profile.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const empty = { subject: '', message: '' };

/** `/settings/support`: a message to the team, answered by email. */
export function SupportScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const form = useSchemaForm(supportMessageSchema, empty);
  const messageId = useId();
  const messageErrorId = useId();
  const send = useMutation({
    mutationFn: (input: SupportMessage) =>
      apiFetch<{ id: string }>('/api/support', { method: 'POST', body: JSON.stringify(input) }),
  });
  const messageError = form.errors.message;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <ScreenTitle>{t('feedback.support.title')}</ScreenTitle>
        <p className="text-sm text-ink-muted">{t('feedback.support.intro')}</p>
      </div>
      <div className="rounded-2xl border border-line bg-surface-raised p-5">
        {send.isSuccess ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
            <MailCheck aria-hidden className="h-10 w-10 text-brand-600" />
            <p className="font-semibold text-ink">
              {t('feedback.support.sent', { email: profile.email })}
            </p>
            <Button
              variant="secondary"
              onClick={() => {
                send.reset();
                form.patch(empty);
              }}
            >
              {t('feedback.support.another')}
            </Button>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void form.validate(event.currentTarget).then((valid) => {
                if (valid) send.mutate(valid);
              });
            }}
          >
            <TextField
              label={t('feedback.support.subject')}
              maxLength={150}
              {...form.field('subject')}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={messageId} className="text-sm font-medium text-ink">
                {t('feedback.support.message')}
              </label>
              <textarea
                id={messageId}
                rows={6}
                maxLength={5000}
                aria-invalid={messageError ? true : undefined}
                aria-describedby={messageError ? messageErrorId : undefined}
                value={form.values.message}
                onChange={(event) => form.set('message', event.target.value)}
                className={cn(textareaClassName, 'min-h-32')}
              />
              {messageError && (
                <p id={messageErrorId} className="text-sm text-red-600 dark:text-red-400">
                  {errorText(messageError)}
                </p>
              )}
            </div>
            {send.error && <Alert tone="error">{errorText(send.error)}</Alert>}
            <Button type="submit" disabled={send.isPending} className="self-end">
              {send.isPending ? t('feedback.support.sending') : t('feedback.support.send')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
