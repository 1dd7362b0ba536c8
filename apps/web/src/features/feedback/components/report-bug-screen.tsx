import { bugScreenshotMaxBytes, type BugReport } from '@study/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Bug, ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { textareaClassName } from '../../../components/ui/text-field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { healthQueryOptions } from '../../../lib/health.ts';
import { lastScreenUrl } from '../../../lib/last-screen.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const screenshotTypes = ['image/png', 'image/jpeg', 'image/webp'];

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** `/settings/report-bug`: a description, an optional screenshot, and the browser details attached. */
export function ReportBugScreen() {
  const { t, i18n } = useTranslation();
  const health = useQuery(healthQueryOptions);
  const [description, setDescription] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const descriptionId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Where the student came from is what matters, not this page.
  const [context] = useState(() => ({
    url: lastScreenUrl() ?? (document.referrer || window.location.href),
    userAgent: navigator.userAgent,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    language: navigator.language,
  }));
  const appVersion = health.data?.version ?? 'unknown';

  const send = useMutation({
    mutationFn: async (input: BugReport) =>
      apiFetch<{ id: string }>('/api/bug-reports', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
  });

  const reset = () => {
    send.reset();
    setDescription('');
    setScreenshot(null);
  };

  if (send.isSuccess) {
    return (
      <div
        className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-line bg-surface-raised p-8 text-center"
        role="status"
      >
        <Bug aria-hidden className="h-10 w-10 text-brand-600" />
        <p className="font-semibold text-ink">{t('feedback.bug.sent')}</p>
        <Button variant="secondary" onClick={reset}>
          {t('feedback.bug.another')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <ScreenTitle>{t('feedback.bug.title')}</ScreenTitle>
        <p className="text-sm text-ink-muted">{t('feedback.bug.intro')}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-5"
        onSubmit={async (event) => {
          event.preventDefault();
          if (description.trim().length < 10) {
            setTooShort(true);
            document.getElementById(descriptionId)?.focus();
            return;
          }
          send.mutate({
            description,
            screenshot: screenshot
              ? { name: screenshot.name, base64: await toBase64(screenshot) }
              : null,
            context: { ...context, appVersion },
          });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
            {t('feedback.bug.description')}
          </label>
          <textarea
            id={descriptionId}
            rows={6}
            maxLength={5000}
            aria-invalid={tooShort ? true : undefined}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (event.target.value.trim().length >= 10) setTooShort(false);
            }}
            className={cn(textareaClassName, 'min-h-32')}
          />
          <p
            className={cn(
              'text-xs',
              tooShort ? 'text-red-600 dark:text-red-400' : 'text-ink-muted',
            )}
          >
            {tooShort ? errorText('BUG_DESCRIPTION_TOO_SHORT') : t('feedback.bug.descriptionHint')}
          </p>
        </div>

        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">{t('feedback.bug.screenshot')}</span>
          {screenshot ? (
            <div className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm">
              <span className="truncate text-ink">{screenshot.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setScreenshot(null)}
                aria-label={t('feedback.bug.removeScreenshot')}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          ) : (
            <Button
              type="button"
              variant="secondary"
              className="self-start"
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden className="h-4 w-4" />
              {t('feedback.bug.chooseScreenshot')}
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept={screenshotTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!file) return;
              if (!screenshotTypes.includes(file.type)) {
                setFileError(errorText('BUG_SCREENSHOT_INVALID'));
              } else if (file.size > bugScreenshotMaxBytes) {
                setFileError(errorText('BUG_SCREENSHOT_TOO_LARGE'));
              } else {
                setFileError(null);
                setScreenshot(file);
              }
            }}
          />
          <p
            className={cn(
              'text-xs',
              fileError ? 'text-red-600 dark:text-red-400' : 'text-ink-muted',
            )}
          >
            {fileError ?? t('feedback.bug.screenshotHint')}
          </p>
        </div>

        <details className="rounded-lg bg-surface-muted px-3 py-2 text-xs text-ink-muted">
          <summary className="cursor-pointer font-medium">{t('feedback.bug.context')}</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 break-all">
            <dt>{t('feedback.bug.contextPage')}</dt>
            <dd>{context.url}</dd>
            <dt>{t('feedback.bug.contextBrowser')}</dt>
            <dd>{context.userAgent}</dd>
            <dt>{t('feedback.bug.contextScreen')}</dt>
            <dd>{context.viewport}</dd>
            <dt>{t('feedback.bug.contextLanguage')}</dt>
            <dd>{`${context.language} (${i18n.language})`}</dd>
            <dt>{t('feedback.bug.contextVersion')}</dt>
            <dd>{appVersion}</dd>
          </dl>
        </details>

        {send.error && <Alert tone="error">{errorText(send.error)}</Alert>}
        <Button type="submit" disabled={send.isPending} className="self-end">
          {send.isPending ? t('feedback.bug.sending') : t('feedback.bug.send')}
        </Button>
      </form>
    </div>
  );
}
