import type { ConversationSummary } from '@study/shared';
import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function formatWhen(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The past conversations of the lesson, the most recent first: open one to read it again and go
 * on, or delete it (after a confirmation).
 */
export function ConversationsDialog({
  open,
  onOpenChange,
  lessonId,
  conversations,
  currentId,
  onOpen,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lessonId: string;
  conversations: ConversationSummary[];
  currentId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteConversation(lessonId);
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);
  const titleOf = (c: ConversationSummary) => c.title || t('chat.conversations.untitled');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel={t('chat.conversations.close')}>
        <DialogHeader
          icon={<History aria-hidden className="h-6 w-6" />}
          title={t('chat.conversations.title')}
          description={t('chat.conversations.description')}
        />
        {remove.isError && (
          <Alert tone="error" className="mb-3">
            {errorText(remove.error)}
          </Alert>
        )}
        {conversations.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('chat.conversations.empty')}</p>
        ) : (
          <ul className="-mx-1 flex flex-col gap-1">
            {conversations.map((conversation) => {
              const current = conversation.id === currentId;
              return (
                <li key={conversation.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    aria-current={current || undefined}
                    onClick={() => onOpen(conversation.id)}
                    className={cn(
                      'flex min-w-0 flex-1 flex-col items-start rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600',
                      current && 'bg-brand-50 dark:bg-brand-700/20',
                    )}
                  >
                    <span className="flex w-full items-center gap-2">
                      <span className="truncate text-sm font-medium text-ink">
                        {titleOf(conversation)}
                      </span>
                      {current && (
                        <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-[0.65rem] font-semibold text-white uppercase">
                          {t('chat.conversations.current')}
                        </span>
                      )}
                    </span>
                    <span className="text-xs text-ink-muted">
                      {formatWhen(conversation.updatedAt, i18n.language)} ·{' '}
                      {t('chat.conversations.messages', { count: conversation.messageCount })}
                    </span>
                  </button>
                  <button
                    type="button"
                    aria-label={t('chat.conversations.delete', { title: titleOf(conversation) })}
                    onClick={() => setConfirming(conversation)}
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-red-950/40 dark:hover:text-red-300"
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={t('chat.conversations.confirmTitle')}
        description={t('chat.conversations.confirmBody')}
        confirmLabel={t('chat.conversations.confirm')}
        cancelLabel={t('chat.conversations.cancel')}
        onConfirm={() => {
          const target = confirming;
          if (!target) return;
          remove.mutate(target.id, { onSuccess: () => onDeleted(target.id) });
        }}
      />
    </Dialog>
  );
}
