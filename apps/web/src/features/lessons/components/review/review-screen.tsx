import type { DueFlashcard, FlashcardRating } from '@study/shared';
import { ArrowLeft, ArrowRight, CalendarCheck, PartyPopper } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { useDueFlashcards } from '../../api/get-due-flashcards.ts';
import { useReviewFlashcard } from '../../api/review-flashcard.ts';
import { FlashcardCard } from '../flashcards/flashcard-card.tsx';
import { flashcardKeyAction } from '../flashcards/flashcard-keys.ts';
import { FlashcardPassage } from '../flashcards/flashcard-passage.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

function Finished({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-line bg-surface-raised px-6 py-10 text-center">
      {icon}
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm text-ink-muted">{body}</p>
      <Link
        to="/"
        className="mt-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        {t('lesson.review.home')}
      </Link>
    </section>
  );
}

/**
 * "Review N flashcards": one session over every card due now, whatever its lesson, in the order
 * they fell due. The session is fixed when it starts; rating a card schedules it as on the
 * lesson page.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  const due = useDueFlashcards();
  const review = useReviewFlashcard();
  const [session, setSession] = useState<DueFlashcard[] | null>(null);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (session === null && due.data) setSession(due.data.items);

  const item = session?.[index];
  const finished = session !== null && session.length > 0 && index >= session.length;

  const goTo = (next: number) => {
    if (!session) return;
    setIndex(Math.max(0, Math.min(next, session.length)));
    setFlipped(false);
  };
  const flip = () => setFlipped((value) => !value);
  const rate = (rating: FlashcardRating) => {
    if (!item || !flipped) return;
    setFailure(null);
    review.mutate(
      { lessonId: item.lessonId, cardId: item.card.id, rating },
      { onError: setFailure },
    );
    goTo(index + 1);
  };

  useEffect(() => {
    const actions = {
      flip,
      previous: () => goTo(index - 1),
      next: () => goTo(index + 1),
      notYet: () => rate('again'),
      knewIt: () => rate('good'),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = flashcardKeyAction(event);
      if (!action) return;
      if (!item && !(finished && action === 'previous')) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const laterToday = due.data?.laterToday ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <ScreenTitle>{t('lesson.review.title')}</ScreenTitle>
        {session !== null && session.length > 0 && (
          <p className="text-sm text-ink-muted">
            {t('lesson.review.summary', { count: session.length })}
            {due.data && due.data.total > session.length && (
              <> {t('lesson.review.more', { count: due.data.total - session.length })}</>
            )}
          </p>
        )}
      </div>
      {due.isError && <Alert tone="error">{errorText(due.error)}</Alert>}
      {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
      {session === null ? (
        due.isPending && <p className="text-sm text-ink-muted">{t('lesson.review.loading')}</p>
      ) : session.length === 0 ? (
        <Finished
          icon={<CalendarCheck aria-hidden className="h-10 w-10 text-emerald-600" />}
          title={t('lesson.review.nothing')}
          body={
            laterToday > 0
              ? t('lesson.review.laterToday', { count: laterToday })
              : t('lesson.review.upToDate')
          }
        />
      ) : finished || !item ? (
        <Finished
          icon={<PartyPopper aria-hidden className="h-10 w-10 text-brand-600" />}
          title={t('lesson.review.done', { count: session.length })}
          body={t('lesson.review.doneBody')}
        />
      ) : (
        <section
          aria-label={t('lesson.flashcards.deck')}
          className="mx-auto flex w-full max-w-2xl flex-col gap-4"
        >
          <Link
            to={`/lessons/${item.lessonId}?tab=flashcards`}
            className="flex min-w-0 items-center gap-2 self-start rounded-lg px-2 py-1 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <span aria-hidden>{item.lessonEmoji}</span>
            <span className="truncate">{item.lessonTitle}</span>
          </Link>
          <FlashcardCard card={item.card} flipped={flipped} onFlip={flip} />
          <div className="flex items-center justify-between gap-3">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('lesson.flashcards.previous')}
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              <ArrowLeft aria-hidden className="h-5 w-5" />
            </Button>
            <p aria-live="polite" className="text-sm font-semibold text-ink tabular-nums">
              <span aria-hidden>
                {index + 1} / {session.length}
              </span>
              <span className="sr-only">
                {t('lesson.flashcards.progress', { current: index + 1, total: session.length })}
              </span>
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('lesson.flashcards.next')}
              onClick={() => goTo(index + 1)}
            >
              <ArrowRight aria-hidden className="h-5 w-5" />
            </Button>
          </div>
          {flipped ? (
            <div className="grid grid-cols-2 gap-3">
              <Button
                variant="warning"
                size="xl"
                aria-keyshortcuts="1"
                onClick={() => rate('again')}
              >
                {t('lesson.flashcards.notYet')}
              </Button>
              <Button size="xl" aria-keyshortcuts="2" onClick={() => rate('good')}>
                {t('lesson.flashcards.knewIt')}
              </Button>
            </div>
          ) : (
            <Button size="xl" aria-keyshortcuts="Space" onClick={flip}>
              {t('lesson.flashcards.flip')}
            </Button>
          )}
          {item.passage !== null && (
            <FlashcardPassage
              key={item.card.id}
              passage={item.passage}
              answer={item.card.answer}
              flipped={flipped}
            />
          )}
        </section>
      )}
    </div>
  );
}
