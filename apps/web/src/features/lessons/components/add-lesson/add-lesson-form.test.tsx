import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { i18n, loadLocaleParts } from '../../../../lib/i18n.ts';
import type { CreateLessonInput } from '../../api/create-lesson.ts';
import { AddLessonForm } from './add-lesson-form.tsx';

const lessonText = `# Les volcans

Un volcan est une ouverture de la croûte terrestre par laquelle le magma remonte à la surface.`;

function renderForm(props: { failure?: unknown } = {}) {
  const onSubmit = vi.fn<(input: CreateLessonInput) => void>();
  // The plan's counters are not asked for here: the form shows them once known.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <Dialog open>
        <DialogContent>
          <AddLessonForm
            busy={false}
            progress={null}
            failure={props.failure}
            onEdit={() => undefined}
            onSubmit={onSubmit}
          />
        </DialogContent>
      </Dialog>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadLocaleParts('lessons');
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddLessonForm', () => {
  it('takes a document and sends it without a title, so the lesson takes the one written in it', () => {
    const onSubmit = renderForm();
    const file = new File(['%PDF-1.7'], 'les_volcans-chapitre-2.pdf', { type: 'application/pdf' });
    choose([file]);
    expect(screen.getByTestId('chosen-document').textContent).toBe('les_volcans-chapitre-2.pdf');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', '');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ source: 'document', files: [file] });
  });

  it('sends the title the student typed for a document', () => {
    const onSubmit = renderForm();
    const file = new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' });
    choose([file]);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Les volcans' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      source: 'document',
      title: 'Les volcans',
      files: [file],
    });
  });

  it('refuses a file of another type with the server’s message, and sends nothing without a file', () => {
    const onSubmit = renderForm();
    choose([new File(['x'], 'slides.pptx')]);
    expect(screen.getByRole('alert').textContent).toBe(
      'This type of file is not supported. Use a PDF, DOCX or TXT document, or JPG, PNG or HEIC photos',
    );
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks pasted text and the title, then sends the text with the first line as title', () => {
    const onSubmit = renderForm();
    openTab('Plain text');
    const text = screen.getByLabelText('Your lesson');
    fireEvent.change(text, { target: { value: 'Trop court.' } });
    submit();
    expect(screen.getByText('Text is too short: write at least 50 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: lessonText } });
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Les volcans');
    expect(screen.queryByText(/Text is too short/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Le' } });
    expect(screen.getByText('Title must be at least 3 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Volcanisme' } });
    // A title the student typed is kept when the text changes.
    fireEvent.change(text, { target: { value: `${lessonText} Encore.` } });
    fireEvent.change(screen.getByLabelText('Language of the lesson'), { target: { value: 'fr' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      source: 'text',
      title: 'Volcanisme',
      language: 'fr',
      text: `${lessonText} Encore.`,
    });
  });

  it('counts photos against the limit and lets one be removed', () => {
    const onSubmit = renderForm();
    openTab('Photos');
    const photo = (i: number) => new File(['x'], `page-${i}.jpg`, { type: 'image/jpeg' });
    choose([1, 2, 3].map(photo));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    choose(Array.from({ length: 8 }, (_, i) => photo(i + 4)));
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many files: add one document, or up to 10 photos',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      source: 'photos',
      files: [
        expect.objectContaining({ name: 'page-1.jpg' }),
        expect.objectContaining({ name: 'page-3.jpg' }),
      ],
    });
  });

  it('takes a photo dropped on the Document tab to the Photos tab instead of refusing it', () => {
    const onSubmit = renderForm();
    const photo = new File(['x'], 'notes.png', { type: 'image/png' });
    choose([photo]);
    expect(screen.getByRole('tab', { name: 'Photos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      source: 'photos',
      files: [expect.objectContaining({ name: 'notes.png' })],
    });
  });

  it('shows the detected language of pasted text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm();
    openTab('Plain text');
    fireEvent.change(screen.getByLabelText('Your lesson'), { target: { value: lessonText } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('detected-language').textContent).toBe('Detected: French'),
    );
    vi.useRealTimers();
  });

  it('shows a refusal of the server with its values, and the way to Premium for a limit', () => {
    renderForm({
      failure: new ApiError('GENERATION_LIMIT_REACHED', 403, {
        params: { limit: 15 },
        details: { metric: 'generation', limit: 15 },
      }),
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'You’ve reached the generation limit: 15 per month on your plan.',
    );
    expect(screen.getByRole('button', { name: 'See Premium' })).toBeTruthy();
  });
});
