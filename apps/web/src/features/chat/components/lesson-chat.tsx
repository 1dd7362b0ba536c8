import type { CoachSource } from '@study/shared';
import { ArrowLeftRight, BookOpen, History, Plus, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { useBreakpoints } from '../../../hooks/use-breakpoints.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useChatLesson, type ChatLesson } from '../api/get-chat-lesson.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useConversations } from '../api/list-conversations.ts';
import { useCoachAnswer } from '../hooks/use-coach-answer.ts';
import { locatePassage } from '../lesson-blocks.ts';
import { preloadAnswerText } from './answer-text.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ConversationsDialog } from './conversations-dialog.tsx';
import { LessonPanel, type FocusedPassage } from './lesson-panel.tsx';
import { MessageLog } from './message-log.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The chat fills the screen's height; the main layout's gutters are taken off (bottom bar on phones). */
const screenHeight = 'h-[calc(100dvh-7.5rem)] md:h-[calc(100dvh-4rem)]';

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={`flex flex-col gap-4 ${screenHeight}`}>
      <p className="sr-only">{t('common.loading')}</p>
      <div className="h-12 w-2/3 animate-pulse rounded-xl bg-surface-muted" />
      <div className="flex-1 animate-pulse rounded-2xl bg-surface-muted/60" />
      <div className="h-14 animate-pulse rounded-2xl bg-surface-muted" />
    </div>
  );
}

/** The coach about one ready lesson: its conversations, the open one, the composer, the lesson. */
function ChatWorkspace({ lesson }: { lesson: ChatLesson }) {
  const { t } = useTranslation();
  const { isExtraLarge } = useBreakpoints();
  const conversations = useConversations(lesson.id);
  // Undefined: the most recent conversation; null: a new one, started by the first question.
  const [selected, setSelected] = useState<string | null | undefined>(undefined);
  const conversationId = selected === undefined ? (conversations.data?.[0]?.id ?? null) : selected;
  const conversation = useConversation(conversationId);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState<FocusedPassage | null>(null);
  const [lessonOpen, setLessonOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The Markdown and math libraries load while the student reads, not when the first answer comes.
  useEffect(preloadAnswerText, []);
  const answer = useCoachAnswer({
    lessonId: lesson.id,
    conversationId,
    onConversationStarted: setSelected,
  });

  const ask = useCallback(
    (question: string) => {
      setDraft('');
      void answer.ask(question);
    },
    [answer],
  );
  // A refused question goes back into the composer, to be sent again as it was typed.
  const failedQuestion = answer.failure?.question;
  const [restored, setRestored] = useState<string | undefined>(undefined);
  if (failedQuestion !== restored) {
    setRestored(failedQuestion);
    if (failedQuestion !== undefined && draft === '') setDraft(failedQuestion);
  }

  const showSource = (source: CoachSource) => {
    const passage = locatePassage(lesson.text, source);
    if (!passage) return;
    setFocused({ ...passage, request: (focused?.request ?? 0) + 1 });
    if (!isExtraLarge) setLessonOpen(true);
  };

  if (conversations.isPending || (conversationId !== null && conversation.isPending)) {
    return <Skeleton />;
  }
  const loadError = conversations.error ?? conversation.error;

  const panel = <LessonPanel text={lesson.text} focused={focused} />;
  return (
    <div className={`grid gap-6 ${screenHeight} xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]`}>
      <section aria-labelledby="chat-lesson-title" className="flex min-h-0 min-w-0 flex-col gap-3">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-2xl"
            >
              {lesson.emoji}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
                {t('chat.header.overline')}
              </p>
              <h1
                id="chat-lesson-title"
                className="truncate text-lg font-bold tracking-tight text-ink md:text-xl"
              >
                {lesson.title}
              </h1>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Button asChild variant="ghost" size="sm">
              <Link to="/chat">
                <ArrowLeftRight aria-hidden className="h-4 w-4" />
                <span className="max-md:sr-only">{t('chat.header.changeLesson')}</span>
              </Link>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={answer.isAnswering}
              onClick={() => setHistoryOpen(true)}
            >
              <History aria-hidden className="h-4 w-4" />
              <span className="max-md:sr-only">{t('chat.header.conversations')}</span>
            </Button>
            {!isExtraLarge && (
              <Button variant="secondary" size="sm" onClick={() => setLessonOpen(true)}>
                <BookOpen aria-hidden className="h-4 w-4" />
                {t('chat.header.showLesson')}
              </Button>
            )}
            <Button
              size="sm"
              disabled={answer.isAnswering || conversationId === null}
              onClick={() => {
                setSelected(null);
                setDraft('');
                answer.dismissFailure();
              }}
            >
              <Plus aria-hidden className="h-4 w-4" />
              <span className="md:hidden">{t('chat.header.newShort')}</span>
              <span className="max-md:hidden">{t('chat.header.newConversation')}</span>
            </Button>
          </div>
        </header>

        {loadError ? (
          <Alert tone="error">
            <p>{errorText(loadError)}</p>
            <button
              type="button"
              onClick={() => {
                void conversations.refetch();
                if (conversationId) void conversation.refetch();
              }}
              className="mt-1 font-semibold underline underline-offset-2"
            >
              {t('chat.lesson.reload')}
            </button>
          </Alert>
        ) : (
          <MessageLog
            key={conversationId ?? 'new'}
            messages={conversation.data?.messages ?? []}
            live={answer.live}
            onAsk={ask}
            onShowSource={showSource}
          />
        )}

        {answer.failure && (
          <Alert tone="error">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="min-w-0 flex-1">{errorText(answer.failure.error)}</span>
              {answer.failure.error.code !== 'CHAT_MESSAGE_LIMIT_REACHED' && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => answer.failure && ask(answer.failure.question)}
                >
                  <RotateCcw aria-hidden className="h-4 w-4" />
                  {t('chat.message.resend')}
                </Button>
              )}
            </div>
          </Alert>
        )}
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={ask}
          onStop={answer.stop}
          answering={answer.isAnswering}
        />
      </section>

      {isExtraLarge ? (
        <aside
          aria-labelledby="chat-lesson-panel"
          className="flex min-h-0 flex-col rounded-2xl border border-line bg-surface-raised"
        >
          <h2
            id="chat-lesson-panel"
            className="border-b border-line px-5 py-3 text-sm font-semibold text-ink"
          >
            {t('chat.lesson.title')}
          </h2>
          <div
            data-testid="lesson-panel"
            className="relative min-h-0 flex-1 overflow-y-auto px-5 py-4"
          >
            {panel}
          </div>
        </aside>
      ) : (
        <Dialog open={lessonOpen} onOpenChange={setLessonOpen}>
          <DialogContent size="lg" closeLabel={t('chat.lesson.close')}>
            <DialogHeader title={lesson.title} description={t('chat.lesson.title')} />
            <div
              data-testid="lesson-panel"
              className="relative -mx-1 max-h-[62dvh] overflow-y-auto px-1"
            >
              {panel}
            </div>
          </DialogContent>
        </Dialog>
      )}

      <ConversationsDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        lessonId={lesson.id}
        conversations={conversations.data ?? []}
        currentId={conversationId}
        onOpen={(id) => {
          setSelected(id);
          setHistoryOpen(false);
          answer.dismissFailure();
        }}
        onDeleted={(id) => {
          if (id === conversationId) setSelected(null);
        }}
      />
    </div>
  );
}

/**
 * `/chat/:id`: the coach about the lesson `id`, once it is ready; a lesson that is not (or is not
 * the user's) says so and leads back to the lesson picker.
 */
export function LessonChat({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const lesson = useChatLesson(lessonId);
  if (lesson.isPending) return <Skeleton />;
  const problem = lesson.isError
    ? errorText(lesson.error)
    : lesson.data.status === 'failed'
      ? t('chat.lesson.failed')
      : lesson.data.status !== 'ready'
        ? t('chat.lesson.notReady')
        : null;
  if (problem || !lesson.data) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 pt-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {lesson.data?.title ?? t('routes.chat')}
        </h1>
        <Alert tone={lesson.isError ? 'error' : 'info'}>{problem}</Alert>
        <Button asChild variant="secondary" className="self-start">
          <Link to="/chat">{t('chat.lesson.backToLessons')}</Link>
        </Button>
      </div>
    );
  }
  return <ChatWorkspace lesson={lesson.data} />;
}
