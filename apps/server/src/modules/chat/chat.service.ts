import {
  AppError,
  formatErrorMessage,
  type ChatMessage,
  type ChatStreamEvent,
  type CoachMessage,
  type CoachQuiz,
  type CoachSource,
  type ConversationDetail,
  type ConversationSummary,
  type ErrorCode,
  type InterfaceLanguage,
} from '@study/shared';
import type { StudyEngine } from '@study/study-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Entitlements } from '../usage/entitlements.ts';
import type {
  AssistantAnswer,
  ChatLesson,
  ChatMessageRow,
  ChatRepository,
  ConversationWithCount,
} from './chat.repository.ts';
import { coachHistory } from './coach-history.ts';
import { conversationTitle } from './conversation-title.ts';

/**
 * How long a question may wait for its answer: past it, a conversation whose answer never came
 * (the server stopped mid-answer) takes questions again.
 */
export const defaultAnswerWindowMs = 5 * 60_000;

export interface ChatServiceDeps {
  repository: ChatRepository;
  engine: StudyEngine;
  entitlements: Entitlements;
  log: FastifyBaseLogger;
  answerWindowMs?: number;
}

/** Where a turn's answer goes while it is written; the stream of one request. */
export interface AnswerSink {
  emit(event: ChatStreamEvent): void;
  /** Aborted when the student stops the answer (the request's connection closed). */
  signal: AbortSignal;
  language: InterfaceLanguage;
}

/** A question stored and paid for, whose answer `answer()` writes, stores and never throws. */
export interface ChatTurn {
  question: ChatMessage;
  answer(sink: AnswerSink): Promise<void>;
}

/** What the engine wrote before it ended, and what stopped it if it failed. */
interface EngineRun {
  content: string;
  sources: CoachSource[];
  /** The quiz question the answer leaves waiting, when it asked or ended one. */
  quiz?: CoachQuiz | null;
  error?: unknown;
}

function toMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    sources: row.sources,
    status: row.status,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSummary(row: ConversationWithCount): ConversationSummary {
  return {
    id: row.id,
    lessonId: row.lessonId,
    title: row.title,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The coach chat's rules: conversations belong to their owner and to one of the owner's ready
 * lessons; a question is paid for before it is answered and refunded when the answer fails; an
 * answer is stored however it ends (complete, stopped by the student, or failed with the spec's
 * message), and one question at a time is answered per conversation. A "Quiz me" question waits
 * in the conversation until a complete answer grades the reply and asks the next one.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { repository, engine, entitlements, log } = deps;
  const answerWindowMs = deps.answerWindowMs ?? defaultAnswerWindowMs;

  async function ownedLesson(userId: string, lessonId: string): Promise<ChatLesson> {
    const lesson = await repository.findLesson(userId, lessonId);
    if (!lesson) throw new AppError('LESSON_NOT_FOUND');
    return lesson;
  }

  async function readyLesson(userId: string, lessonId: string): Promise<ChatLesson> {
    const lesson = await ownedLesson(userId, lessonId);
    if (lesson.status !== 'ready') throw new AppError('LESSON_NOT_READY');
    return lesson;
  }

  async function ownedConversation(userId: string, id: string): Promise<ConversationWithCount> {
    const conversation = await repository.findConversation(userId, id);
    if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
    return conversation;
  }

  async function refund(userId: string, period: string): Promise<void> {
    try {
      await entitlements.refund(userId, 'chat_message', period);
    } catch (error) {
      log.error({ err: error }, 'chat message not refunded');
    }
  }

  /** Runs the engine, forwarding tokens and sources; says how the answer ended. */
  async function runEngine(
    lesson: ChatLesson,
    history: CoachMessage[],
    question: string,
    quiz: CoachQuiz | null,
    sink: AnswerSink,
  ): Promise<EngineRun> {
    let content = '';
    let sources: CoachSource[] = [];
    let next: CoachQuiz | null | undefined;
    try {
      const events = engine.answerCoach({
        text: lesson.text,
        language: lesson.language,
        title: lesson.title,
        history,
        question,
        quiz,
        signal: sink.signal,
      });
      for await (const event of events) {
        if (event.type === 'token') {
          content += event.text;
          sink.emit({ type: 'token', text: event.text });
        } else if (event.type === 'sources') {
          sources = event.sources;
          sink.emit({ type: 'sources', sources });
        } else if (event.type === 'quiz') {
          next = event.quiz;
        }
      }
    } catch (error) {
      return { content, sources, error };
    }
    return { content, sources, quiz: next };
  }

  return {
    async list(userId: string, lessonId: string): Promise<{ items: ConversationSummary[] }> {
      await ownedLesson(userId, lessonId);
      const rows = await repository.listConversations(userId, lessonId);
      return { items: rows.map(toSummary) };
    },

    async create(userId: string, lessonId: string): Promise<ConversationSummary> {
      await readyLesson(userId, lessonId);
      const row = await repository.createConversation(userId, lessonId);
      return toSummary({ ...row, messageCount: 0 });
    },

    async get(userId: string, id: string): Promise<ConversationDetail> {
      const conversation = await ownedConversation(userId, id);
      const messages = await repository.messages(userId, id);
      return { ...toSummary(conversation), messages: messages.map(toMessage) };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteConversation(userId, id))) {
        throw new AppError('CONVERSATION_NOT_FOUND');
      }
    },

    /**
     * Accepts a question: refuses it (a normal error answer) when the conversation or its lesson is
     * not the user's or not ready, when an answer is still being written, or past the daily limit;
     * otherwise stores it and returns the turn whose answer the caller streams.
     */
    async ask(userId: string, conversationId: string, content: string): Promise<ChatTurn> {
      const conversation = await ownedConversation(userId, conversationId);
      const lesson = await readyLesson(userId, conversation.lessonId);
      const busySince = () => new Date(Date.now() - answerWindowMs);
      if (await repository.isAnswering(userId, conversationId, busySince())) {
        throw new AppError('CHAT_BUSY');
      }
      const earlier = await repository.messages(userId, conversationId);
      const { period } = await entitlements.spend(userId, 'chat_message');
      let opened;
      try {
        opened = await repository.openTurn(
          userId,
          conversationId,
          content,
          conversationTitle(content),
          busySince(),
        );
      } catch (error) {
        await refund(userId, period);
        throw error;
      }
      if (opened.kind !== 'opened') {
        await refund(userId, period);
        throw new AppError(opened.kind === 'busy' ? 'CHAT_BUSY' : 'CONVERSATION_NOT_FOUND');
      }
      const question = toMessage(opened.message);
      const history = coachHistory(earlier);

      return {
        question,
        async answer(sink) {
          const failWith = async (
            code: ErrorCode,
            answer: Pick<AssistantAnswer, 'content' | 'sources'>,
          ) => {
            await refund(userId, period);
            try {
              await repository.storeAnswer(userId, conversationId, {
                ...answer,
                status: 'failed',
                errorCode: code,
              });
            } catch (error) {
              log.error({ err: error, conversationId }, 'failed chat answer not stored');
            }
            sink.emit({
              type: 'error',
              code,
              message: formatErrorMessage(code, sink.language),
            });
          };

          let run: EngineRun | undefined;
          try {
            run = await runEngine(lesson, history, content, conversation.quiz, sink);
            if (sink.signal.aborted) {
              await repository.storeAnswer(userId, conversationId, {
                content: run.content,
                sources: run.sources,
                status: 'stopped',
                errorCode: null,
              });
              return;
            }
            if (run.error !== undefined || run.content.trim() === '') {
              log.warn({ err: run.error, conversationId }, 'coach answer failed');
              await failWith('CHAT_REQUEST_FAILED', { content: run.content, sources: run.sources });
              return;
            }
            const stored = await repository.storeAnswer(userId, conversationId, {
              content: run.content,
              sources: run.sources,
              status: 'complete',
              errorCode: null,
              quiz: run.quiz,
            });
            sink.emit({ type: 'assistant-message', message: toMessage(stored) });
          } catch (error) {
            log.error({ err: error, conversationId }, 'chat answer broke off');
            if (sink.signal.aborted) return;
            await failWith('CHAT_ERROR', {
              content: run?.content ?? '',
              sources: run?.sources ?? [],
            });
          }
        },
      };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
