import type { FlashcardRating, LessonDetail, LessonFlashcard } from '@study/shared';
import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  ChevronDown,
  Download,
  Layers,
  PartyPopper,
  RefreshCw,
  RotateCcw,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { cn } from '../../../../lib/cn.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { QuotaLeft, useLimitReached } from '../../../../lib/limits/index.ts';
import { useExportLesson, type LessonExport } from '../../api/export-lesson.ts';
import { useLessonFlashcards } from '../../api/get-lesson-flashcards.ts';
import { useLessonText } from '../../api/get-lesson-text.ts';
import { useRegenerateLesson } from '../../api/regenerate-lesson.ts';
import { useReviewFlashcard } from '../../api/review-flashcard.ts';
import { FlashcardCard } from './flashcard-card.tsx';
import { FlashcardPassage } from './flashcard-passage.tsx';
import {
  buildDeck,
  deckFilters,
  isDueLaterToday,
  isDueNow,
  sourcePassage,
  type DeckFilter,
} from './flashcard-deck.ts';
import { flashcardKeyAction } from './flashcard-keys.ts';
import { RegenerateSummary } from '../regenerate-summary.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const menuItem =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-muted';

/** A review round: its cards (fixed when it starts), where the student is, and the card's side. */
interface Round {
  filter: DeckFilter;
  /** The lesson's cards the round was built from; a new set (regenerated) starts a new round. */
  cardSet: string;
  deck: string[];
  index: number;
  flipped: boolean;
}

function newRound(cards: LessonFlashcard[], filter: DeckFilter): Round {
  return {
    filter,
    cardSet: cardSetOf(cards),
    deck: buildDeck(cards, filter, new Date()),
    index: 0,
    flipped: false,
  };
}

function cardSetOf(cards: LessonFlashcard[]): string {
  return cards.map((card) => card.id).join();
}

/**
 * The Flashcards tab: one card at a time, flipped with a tap or Space, rated "Not yet" or "I knew
 * it" (keys 1 and 2) to schedule its next review, with the cards due today, exports and
 * regeneration (which replaces every card). The cards and the text their passages come from are
 * asked for when the tab opens: the lesson's first screen goes without them.
 */
export function FlashcardsTab({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const cards = useLessonFlashcards(lesson.id);
  const text = useLessonText(lesson.id);
  if (cards.data && text.data) {
    return <FlashcardsDeck lesson={lesson} flashcards={cards.data.items} text={text.data.text} />;
  }
  const error = cards.error ?? text.error;
  if (error) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorText(error)}</Alert>
        <Button
          variant="secondary"
          onClick={() => {
            if (cards.error) void cards.refetch();
            if (text.error) void text.refetch();
          }}
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('lesson.loadError.retry')}
        </Button>
      </div>
    );
  }
  return <div aria-busy="true" className="h-64" />;
}

function FlashcardsDeck({
  lesson,
  flashcards,
  text,
}: {
  lesson: LessonDetail;
  flashcards: LessonFlashcard[];
  text: string;
}) {
  const { t } = useTranslation();
  const limits = useLimitReached();
  const review = useReviewFlashcard();
  const regenerate = useRegenerateLesson(lesson.id);
  const exporter = useExportLesson(lesson);
  const [round, setRound] = useState(() =>
    newRound(flashcards, lesson.dueCount > 0 ? 'due' : 'all'),
  );
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (round.cardSet !== cardSetOf(flashcards)) {
    setRound(newRound(flashcards, lesson.dueCount > 0 ? 'due' : 'all'));
  }

  const cards = new Map(flashcards.map((card) => [card.id, card]));
  const cardId = round.deck[round.index];
  const card = cardId === undefined ? undefined : cards.get(cardId);
  const finished = round.deck.length > 0 && round.index >= round.deck.length;
  const regenerating = lesson.task === 'flashcards';

  const goTo = (index: number) => {
    setRound((current) => ({
      ...current,
      index: Math.max(0, Math.min(index, current.deck.length)),
      flipped: false,
    }));
  };
  const flip = () => setRound((current) => ({ ...current, flipped: !current.flipped }));
  const restart = (filter: DeckFilter) => {
    setRound(newRound(flashcards, filter));
  };

  const rate = (rating: FlashcardRating) => {
    if (!card || !round.flipped) return;
    setFailure(null);
    review.mutate({ lessonId: lesson.id, cardId: card.id, rating }, { onError: setFailure });
    goTo(round.index + 1);
  };

  const refused = (error: unknown) => {
    if (!limits.report(error)) setFailure(error);
  };
  const download = (kind: LessonExport) => {
    setFailure(null);
    exporter.mutate(kind, { onError: refused });
  };
  const startRegeneration = () => {
    setFailure(null);
    regenerate.mutate('flashcards', { onError: refused });
  };

  useEffect(() => {
    const actions = {
      flip,
      previous: () => goTo(round.index - 1),
      next: () => goTo(round.index + 1),
      notYet: () => rate('again'),
      knewIt: () => rate('good'),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = flashcardKeyAction(event);
      if (!action || regenerating) return;
      // Past the last card only "previous" has something to go to.
      if (!card && !(finished && action === 'previous')) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const passage = card ? sourcePassage(text, card.source) : null;
  // Counted here from the cards, so a rating shows at once and a card on a learning step moves
  // from "due now" to "later today".
  const now = new Date();
  const dueNow = flashcards.filter((c) => isDueNow(c, now)).length;
  const laterToday = flashcards.filter((c) => isDueLaterToday(c, now)).length;

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <CalendarCheck aria-hidden className="h-4 w-4 text-brand-600" />
          {t('lesson.flashcards.due', { count: dueNow })}
          {laterToday > 0 && (
            <span className="font-normal text-ink-muted">
              {' · '}
              {t('lesson.flashcards.laterToday', { count: laterToday })}
            </span>
          )}
        </p>
        <div
          role="group"
          aria-label={t('lesson.flashcards.filter')}
          className="inline-flex rounded-xl bg-surface-muted p-1 text-sm"
        >
          {deckFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={round.filter === filter}
              onClick={() => restart(filter)}
              className={cn(
                'h-8 rounded-lg px-3 font-medium transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600',
                round.filter === filter ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted',
              )}
            >
              {t(`lesson.flashcards.filters.${filter}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="secondary" size="sm" disabled={exporter.isPending}>
              <Download aria-hidden className="h-4 w-4" />
              {t('lesson.flashcards.export')}
              <ChevronDown aria-hidden className="h-4 w-4" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              collisionPadding={12}
              className="z-40 min-w-52 rounded-xl border border-line bg-surface-raised p-1 shadow-xl"
            >
              <DropdownMenu.Item className={menuItem} onSelect={() => download('csv')}>
                {t('lesson.flashcards.csv')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={() => download('apkg')}>
                {t('lesson.flashcards.anki')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Button
          variant="secondary"
          size="sm"
          disabled={lesson.task !== null || regenerate.isPending}
          onClick={() => setConfirming(true)}
        >
          <RefreshCw aria-hidden className="h-4 w-4" />
          {t('lesson.flashcards.regenerate')}
        </Button>
      </div>
    </div>
  );

  const confirmDialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={t('lesson.flashcards.regenerateTitle')}
      description={
        <>
          <RegenerateSummary target="flashcards" />
          <QuotaLeft metric="generation" className="mt-3" />
        </>
      }
      confirmLabel={t('lesson.flashcards.regenerateConfirm')}
      cancelLabel={t('lesson.cancel')}
      onConfirm={startRegeneration}
    />
  );

  if (regenerating) {
    return (
      <div
        role="status"
        className="mx-auto flex w-full max-w-xl flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 text-sm font-medium text-ink dark:border-brand-700/40 dark:bg-brand-700/10"
      >
        {t('lesson.flashcards.regenerating')}
        <Progress label={t('lesson.flashcards.regenerating')} />
      </div>
    );
  }

  if (flashcards.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
        <EmptyState
          icon={<Layers aria-hidden className="h-10 w-10 text-brand-600" />}
          title={t('lesson.flashcards.empty.title')}
          body={t('lesson.flashcards.empty.body')}
          action={
            <Button onClick={startRegeneration} disabled={regenerate.isPending}>
              {t('lesson.flashcards.empty.action')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {toolbar}
      {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
      {round.deck.length === 0 ? (
        <EmptyState
          icon={<CalendarCheck aria-hidden className="h-10 w-10 text-emerald-600" />}
          title={t('lesson.flashcards.nothingDue.title')}
          body={t('lesson.flashcards.nothingDue.body')}
          action={
            <Button onClick={() => restart('all')}>
              {t('lesson.flashcards.nothingDue.action')}
            </Button>
          }
        />
      ) : finished || !card ? (
        <EmptyState
          icon={<PartyPopper aria-hidden className="h-10 w-10 text-brand-600" />}
          title={t('lesson.flashcards.done.title')}
          body={t('lesson.flashcards.done.body', { count: round.deck.length })}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button
                variant={round.filter === 'due' ? 'secondary' : 'primary'}
                onClick={() => restart(round.filter)}
              >
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t('lesson.flashcards.done.again')}
              </Button>
              {round.filter === 'due' && (
                <Button onClick={() => restart('all')}>
                  {t('lesson.flashcards.nothingDue.action')}
                </Button>
              )}
            </div>
          }
        />
      ) : (
        <section
          aria-label={t('lesson.flashcards.deck')}
          className="mx-auto flex w-full max-w-2xl flex-col gap-4"
        >
          <FlashcardCard card={card} flipped={round.flipped} onFlip={flip} />
          <div className="flex items-center justify-between gap-3">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('lesson.flashcards.previous')}
              title={`${t('lesson.flashcards.previous')} (←)`}
              disabled={round.index === 0}
              onClick={() => goTo(round.index - 1)}
            >
              <ArrowLeft aria-hidden className="h-5 w-5" />
            </Button>
            <p aria-live="polite" className="text-sm font-semibold text-ink tabular-nums">
              <span aria-hidden>
                {round.index + 1} / {round.deck.length}
              </span>
              <span className="sr-only">
                {t('lesson.flashcards.progress', {
                  current: round.index + 1,
                  total: round.deck.length,
                })}
              </span>
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('lesson.flashcards.next')}
              title={`${t('lesson.flashcards.next')} (→)`}
              onClick={() => goTo(round.index + 1)}
            >
              <ArrowRight aria-hidden className="h-5 w-5" />
            </Button>
          </div>
          {round.flipped ? (
            <div className="grid grid-cols-2 gap-3">
              <Button
                variant="warning"
                size="xl"
                aria-keyshortcuts="1"
                onClick={() => rate('again')}
              >
                {t('lesson.flashcards.notYet')}
                <kbd className="hidden rounded border border-line px-1.5 text-xs text-ink-muted sm:inline">
                  1
                </kbd>
              </Button>
              <Button size="xl" aria-keyshortcuts="2" onClick={() => rate('good')}>
                {t('lesson.flashcards.knewIt')}
                <kbd className="hidden rounded border border-white/40 px-1.5 text-xs text-white/80 sm:inline">
                  2
                </kbd>
              </Button>
            </div>
          ) : (
            <Button size="xl" aria-keyshortcuts="Space" onClick={flip}>
              {t('lesson.flashcards.flip')}
            </Button>
          )}
          {passage !== null && (
            <FlashcardPassage
              key={card.id}
              passage={passage}
              answer={card.answer}
              flipped={round.flipped}
            />
          )}
          <p className="hidden text-center text-xs text-ink-muted md:block">
            {t('lesson.flashcards.keys')}
          </p>
        </section>
      )}
      {confirmDialog}
    </div>
  );
}

function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-line bg-surface-raised px-6 py-10 text-center">
      {icon}
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm text-ink-muted">{body}</p>
      <div className="mt-2">{action}</div>
    </section>
  );
}
