import type { QuizDetail } from '@study/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { inputLook, inputText } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { useAnswerQuestion } from '../../api/answer-question.ts';
import { quizPlayKeyAction, type QuizPlayPhase } from '../../quiz-play-keys.ts';
import { firstUnansweredIndex, nextUnansweredId } from '../../quiz-progress.ts';
import { QuizPrompt } from '../quiz-prompt.tsx';
import { AnswerVerdict } from './answer-verdict.tsx';
import { McqChoices } from './mcq-choices.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * One question at a time of a ready quiz, starting at the first unanswered one (so leaving and
 * coming back resumes there). Each answer goes to the server, whose verdict shows at once; "Next"
 * moves on, and after the last question the result opens. Keys: 1 to 4 choose, Enter checks and
 * goes on; Enter checks a fill-in, Ctrl/Cmd+Enter an open answer.
 */
export function QuizPlayer({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promptId = useId();
  const answerId = useId();
  const answer = useAnswerQuestion(quiz.id);
  const [shownId, setShownId] = useState(
    () => quiz.questions[Math.max(0, firstUnansweredIndex(quiz.questions))]?.id ?? '',
  );
  const [choice, setChoice] = useState<number | null>(null);
  const [text, setText] = useState('');
  const promptRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const index = Math.max(
    0,
    quiz.questions.findIndex((question) => question.id === shownId),
  );
  const question = quiz.questions[index];
  const answered = question?.givenAnswer !== null;
  const nextId = question ? nextUnansweredId(quiz.questions, question.id) : null;
  const phase: QuizPlayPhase = answer.isPending
    ? 'busy'
    : answered
      ? 'answered'
      : question?.type === 'mcq'
        ? 'choosing'
        : 'typing';

  // Each new question takes the focus: the field to type in, or the question read out before
  // its choices.
  useEffect(() => {
    if (!question || question.givenAnswer !== null) return;
    if (question.type === 'mcq') promptRef.current?.focus();
    else fieldRef.current?.focus();
  }, [shownId]);

  const submit = () => {
    if (!question || answered || answer.isPending) return;
    const given =
      question.type === 'mcq' ? (choice === null ? '' : (question.choices?.[choice] ?? '')) : text;
    if (given.trim() === '') return;
    answer.mutate({ questionId: question.id, answer: given.trim() });
  };

  const next = () => {
    if (nextId === null) {
      void navigate(`/quizzes/${quiz.id}/result`);
      return;
    }
    answer.reset();
    setChoice(null);
    setText('');
    setShownId(nextId);
  };

  const keyState = useRef({ phase, choiceCount: 0, submit, next });
  keyState.current = { phase, choiceCount: question?.choices?.length ?? 0, submit, next };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const current = keyState.current;
      const action = quizPlayKeyAction(event, current.phase, current.choiceCount);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'choose') setChoice(action.index);
      else if (action.type === 'submit') current.submit();
      else current.next();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!question) return null;
  const total = quiz.questionCount;
  const canSubmit = !answered && (question.type === 'mcq' ? choice !== null : text.trim() !== '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const verdictLook =
    question.state === 'acquired'
      ? 'border-emerald-500'
      : question.state === 'to_review'
        ? 'border-amber-500'
        : 'border-red-500';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
          <span aria-hidden className="text-lg">
            {quiz.lessonEmoji}
          </span>
          <span className="truncate font-medium text-ink">{quiz.lessonTitle}</span>
          <span aria-hidden>·</span>
          <span className="shrink-0">{t(`quizzes.types.${quiz.type}`)}</span>
        </p>
        <div className="flex items-center gap-4">
          <p
            className="shrink-0 text-sm font-semibold text-ink tabular-nums"
            aria-label={t('quizzes.play.progress', { current: index + 1, total })}
            data-testid="quiz-progress"
          >
            {index + 1} / {total}
          </p>
          <Progress
            label={t('quizzes.play.progressBar')}
            value={(quiz.answeredCount / total) * 100}
            thick
          />
        </div>
      </header>

      <form
        onSubmit={onSubmit}
        aria-labelledby={promptId}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-4 shadow-xs md:p-6"
      >
        <QuizPrompt
          ref={promptRef}
          id={promptId}
          prompt={question.prompt}
          className="text-lg md:text-xl"
        />

        {question.type === 'mcq' ? (
          <McqChoices
            question={question}
            selected={choice}
            onSelect={setChoice}
            disabled={answer.isPending}
            labelledBy={promptId}
          />
        ) : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={answerId} className="text-sm font-medium text-ink">
              {t('quizzes.play.answer')}
            </label>
            {question.type === 'fill' ? (
              <input
                ref={fieldRef}
                id={answerId}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={answered ? (question.givenAnswer ?? '') : text}
                readOnly={answered || answer.isPending}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('quizzes.play.fillPlaceholder')}
                className={cn(
                  inputLook,
                  inputText,
                  'h-12 w-full',
                  answered ? verdictLook : 'border-line',
                )}
              />
            ) : (
              <textarea
                ref={fieldRef}
                id={answerId}
                rows={4}
                value={answered ? (question.givenAnswer ?? '') : text}
                readOnly={answered || answer.isPending}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                    event.preventDefault();
                    submit();
                  }
                }}
                placeholder={t('quizzes.play.openPlaceholder')}
                className={cn(
                  inputLook,
                  inputText,
                  'h-auto min-h-28 w-full resize-y py-2.5 leading-relaxed',
                  answered ? verdictLook : 'border-line',
                )}
              />
            )}
          </div>
        )}

        {answer.isError && (
          <Alert tone="error">{errorText(answer.error, {}, 'QUIZ_GENERATION_FAILED')}</Alert>
        )}

        {!answered && (
          <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="hidden text-xs text-ink-muted sm:block">
              {question.type === 'mcq'
                ? t('quizzes.play.hints.choose', {
                    keys: (question.choices ?? []).map((_, i) => i + 1).join(', '),
                  })
                : question.type === 'fill'
                  ? t('quizzes.play.hints.fill')
                  : t('quizzes.play.hints.open', { keys: isMac ? '⌘ + Enter' : 'Ctrl + Enter' })}
            </p>
            <Button
              type="submit"
              size="lgWider"
              disabled={!canSubmit || answer.isPending}
              aria-busy={answer.isPending || undefined}
            >
              {answer.isPending ? t('quizzes.play.checking') : t('quizzes.play.check')}
            </Button>
          </div>
        )}
      </form>

      {answered && (
        <AnswerVerdict
          key={question.id}
          question={question}
          isLast={nextId === null}
          onNext={next}
        />
      )}
    </div>
  );
}
