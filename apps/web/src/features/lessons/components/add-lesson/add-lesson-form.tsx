import {
  lessonTitleMaxChars,
  lessonTitleSchema,
  type ErrorCode,
  type LessonSource,
} from '@study/shared';
import { isErrorCode } from '../../../../lib/error-codes.ts';
import { FileText, Images, Type } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose, DialogFooter, DialogHeader } from '../../../../components/ui/dialog.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ApiError, fieldIssues } from '../../../../lib/api-client.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { limitReasonOf, openUpgradePrompt, QuotaLeft } from '../../../../lib/limits/index.ts';
import type { CreateLessonInput } from '../../api/create-lesson.ts';
import { useDetectedLanguage } from '../../hooks/use-detected-language.ts';
import { lessonErrorParams } from '../../lesson-error-params.ts';
import { languageName } from '../../lesson-format.ts';
import {
  addPhotos,
  arePhotos,
  checkDocument,
  checkPastedText,
  withPhotoExtension,
  type UploadIssue,
} from '../../lesson-upload-checks.ts';
import { titleFromText } from '../../suggest-title.ts';
import { DocumentTab } from './document-tab.tsx';
import { LanguageField, type LanguageChoice } from './language-field.tsx';
import { PhotosTab } from './photos-tab.tsx';
import { TextTab } from './text-tab.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const tabs = [
  { source: 'document', icon: FileText },
  { source: 'text', icon: Type },
  { source: 'photos', icon: Images },
] as const;

const titleCodes = new Set<ErrorCode>(['LESSON_TITLE_TOO_SHORT', 'LESSON_TITLE_TOO_LONG']);
const textCodes = new Set<ErrorCode>(['TEXT_TOO_SHORT', 'TEXT_TOO_LONG']);

type PerSource<T> = Record<LessonSource, T>;

/** The title rule of the modal: required for text, optional (found in the file) otherwise. */
function titleIssue(source: LessonSource, title: string): ErrorCode | null {
  const value = title.trim();
  if (source !== 'text' && value === '') return null;
  const parsed = lessonTitleSchema.safeParse(value);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message;
  return isErrorCode(message) ? message : 'LESSON_TITLE_TOO_SHORT';
}

/**
 * The add-lesson form: tabs Document, Plain text and Photos, each with its own content and title
 * suggestion, the language, and the same checks as the server with the same messages. While the
 * lesson uploads, it shows the progress.
 */
export function AddLessonForm({
  busy,
  progress,
  failure,
  onEdit,
  onSubmit,
}: {
  busy: boolean;
  /** The share uploaded, from 0 to 1, while busy. */
  progress: number | null;
  /** What the server answered to the last attempt. */
  failure: unknown;
  /** Any change: the server's last answer no longer applies. */
  onEdit: () => void;
  onSubmit: (input: CreateLessonInput) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [source, setSource] = useState<LessonSource>('document');
  const [document, setDocument] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [titles, setTitles] = useState<PerSource<string>>({ document: '', text: '', photos: '' });
  const [titleTyped, setTitleTyped] = useState<PerSource<boolean>>({
    document: false,
    text: false,
    photos: false,
  });
  const [language, setLanguage] = useState<LanguageChoice>('auto');
  const [fileIssues, setFileIssues] = useState<PerSource<UploadIssue | null>>({
    document: null,
    text: null,
    photos: null,
  });
  const [submitted, setSubmitted] = useState(false);
  const detected = useDetectedLanguage(source === 'text' ? text : '');

  const edited = () => {
    if (failure !== undefined && failure !== null) onEdit();
  };
  const suggestTitle = (target: LessonSource, suggestion: string) => {
    if (!titleTyped[target]) setTitles((current) => ({ ...current, [target]: suggestion }));
  };
  const setFileIssue = (target: LessonSource, issue: UploadIssue | null) =>
    setFileIssues((current) => ({ ...current, [target]: issue }));

  const choosePhotos = (files: File[]) => {
    edited();
    const result = addPhotos(photos, files.map(withPhotoExtension));
    setPhotos(result.photos);
    setFileIssue('photos', result.issue);
  };
  const chooseDocument = (files: File[]) => {
    // Photos dropped on the Document tab are photos of notes: they go to the Photos tab.
    if (arePhotos(files)) {
      setSource('photos');
      choosePhotos(files);
      return;
    }
    edited();
    const issue = checkDocument(files);
    setFileIssue('document', issue);
    if (issue) return;
    const [file] = files as [File];
    // No title from the file name: left empty, the lesson takes the title written in it.
    setDocument(file);
  };
  const changeText = (value: string) => {
    edited();
    setText(value);
    suggestTitle('text', titleFromText(value));
  };

  const serverFields = fieldIssues(failure);
  const serverCode = failure instanceof ApiError ? failure.code : null;
  const titleCode =
    (submitted ? titleIssue(source, titles[source]) : null) ??
    (serverCode && titleCodes.has(serverCode) ? serverCode : null) ??
    serverFields.title ??
    null;
  const textError =
    source !== 'text'
      ? null
      : submitted && checkPastedText(text)
        ? errorText(checkPastedText(text))
        : serverCode && textCodes.has(serverCode)
          ? errorText(failure)
          : serverFields.text
            ? errorText(serverFields.text)
            : null;
  const fileIssue =
    fileIssues[source] ??
    (submitted && source === 'document' && !document ? { code: 'NO_FILE' as const } : null) ??
    (submitted && source === 'photos' && photos.length === 0 ? { code: 'NO_FILE' as const } : null);
  const fieldFailure =
    serverCode !== null &&
    (titleCodes.has(serverCode) || textCodes.has(serverCode) || Object.keys(serverFields).length);
  const formFailure = failure !== undefined && failure !== null && !fieldFailure ? failure : null;
  const fileNames =
    source === 'document' && document
      ? [document.name]
      : source === 'photos'
        ? photos.map((p) => p.name)
        : [];

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const files =
      source === 'document' ? (document ? [document] : []) : source === 'photos' ? photos : [];
    const invalid =
      titleIssue(source, titles[source]) !== null ||
      (source === 'text' && checkPastedText(text) !== null) ||
      (source !== 'text' && files.length === 0) ||
      fileIssues[source] !== null;
    if (invalid) {
      requestAnimationFrame(() => {
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    const title = titles[source].trim();
    onSubmit({
      source,
      ...(title ? { title } : {}),
      ...(language === 'auto' ? {} : { language }),
      ...(source === 'text' ? { text } : { files }),
    });
  };

  const detectedText =
    source !== 'text'
      ? t('lessons.add.fields.detectLater')
      : detected?.certain
        ? t('lessons.add.fields.detected', {
            language: languageName(detected.language, i18n.language),
          })
        : t('lessons.add.fields.detecting');
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col">
      <DialogHeader title={t('lessons.add.title')} description={t('lessons.add.subtitle')} />
      <Tabs
        value={source}
        onValueChange={(value) => {
          setSource(value as LessonSource);
          setSubmitted(false);
          edited();
        }}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label={t('lessons.add.tabsLabel')} className="w-full">
          {tabs.map(({ source: value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} disabled={busy}>
              <Icon aria-hidden className="h-4 w-4 shrink-0" />
              {t(`lessons.add.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="document" className="flex flex-col gap-3">
          <DocumentTab
            file={document}
            disabled={busy}
            onFiles={chooseDocument}
            onRemove={() => {
              edited();
              setDocument(null);
              setFileIssue('document', null);
            }}
          />
          {source === 'document' && fileIssue && (
            <Alert tone="error">{errorText(fileIssue, lessonErrorParams(fileNames))}</Alert>
          )}
        </TabsContent>
        <TabsContent value="text">
          <TextTab text={text} onChange={changeText} error={textError} disabled={busy} />
        </TabsContent>
        <TabsContent value="photos" className="flex flex-col gap-3">
          <PhotosTab
            photos={photos}
            disabled={busy}
            onFiles={choosePhotos}
            onRemove={(index) => {
              edited();
              setPhotos((current) => current.filter((_, i) => i !== index));
              setFileIssue('photos', null);
            }}
          />
          {source === 'photos' && fileIssue && (
            <Alert tone="error">{errorText(fileIssue, lessonErrorParams(fileNames))}</Alert>
          )}
        </TabsContent>
      </Tabs>

      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <TextField
          label={t('lessons.add.fields.title')}
          name="title"
          autoComplete="off"
          maxLength={lessonTitleMaxChars}
          disabled={busy}
          value={titles[source]}
          onChange={(event) => {
            edited();
            const value = event.target.value;
            setTitles((current) => ({ ...current, [source]: value }));
            // Emptied: the suggestions may fill it again.
            setTitleTyped((current) => ({ ...current, [source]: value.trim() !== '' }));
          }}
          hint={source === 'text' ? undefined : t('lessons.add.fields.titleHint')}
          error={titleCode ?? undefined}
        />
        <LanguageField
          value={language}
          onChange={(value) => {
            edited();
            setLanguage(value);
          }}
          detected={detectedText}
        />
      </div>

      {formFailure !== null && (
        <Alert tone="error" className="mt-5">
          <p>{errorText(formFailure, lessonErrorParams(fileNames))}</p>
          {limitReasonOf(formFailure) && (
            <button
              type="button"
              onClick={openUpgradePrompt}
              className="mt-1 font-semibold underline underline-offset-2"
            >
              {t('lessons.add.upgrade')}
            </button>
          )}
        </Alert>
      )}

      {busy && (
        <div className="mt-5 flex flex-col gap-2" data-testid="upload-progress">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('lessons.add.uploading', { percent })}
          </p>
          <Progress label={t('lessons.add.uploadLabel')} value={percent} />
        </div>
      )}

      <QuotaLeft metric="generation" className="mt-4" />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('lessons.add.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {t('lessons.add.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
