import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  ChatMessageStatus,
  CoachQuiz,
  CoachSource,
  LessonLanguage,
  LessonStatus,
} from '@study/shared';
import type { Db } from '../../db/database.ts';
import { chatMessages, conversations } from './chat.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** What the coach needs of a lesson: read here, never through the lessons module. */
export interface ChatLesson {
  id: string;
  title: string;
  language: LessonLanguage;
  status: LessonStatus;
  text: string;
}

/** A conversation with the number of its messages. */
export type ConversationWithCount = ConversationRow & { messageCount: number };

/** An assistant answer to store once it has ended, however it ended. */
export interface AssistantAnswer {
  content: string;
  sources: CoachSource[];
  status: ChatMessageStatus;
  errorCode: string | null;
  /** The quiz question the conversation now waits for (`null`: none); left as it was if absent. */
  quiz?: CoachQuiz | null;
}

/** The outcome of opening a turn: the stored question, or why it was not stored. */
export type OpenedTurn =
  { kind: 'opened'; message: ChatMessageRow } | { kind: 'busy' } | { kind: 'not-found' };

/** The only SQL on conversations and chat messages; every query carries the owner's id. */
export function createChatRepository(db: Db) {
  const owned = (userId: string, id: string) =>
    and(eq(conversations.id, id), eq(conversations.userId, userId));
  // Spelled out in full: in a one-table select Drizzle leaves columns unqualified, and inside the
  // subquery "id" would be the message's.
  const messageCount = sql<number>`(select count(*)::int from "chat_messages" where "chat_messages"."conversation_id" = "conversations"."id" and "chat_messages"."user_id" = "conversations"."user_id")`;
  // A question and its answer may share a timestamp only in theory; the question still comes first.
  const answerLast = sql`case when ${chatMessages.role} = 'user' then 0 else 1 end`;
  const ofConversation = (userId: string, conversationId: string) =>
    and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.userId, userId));

  /** Whether the newest message is a question newer than `since`: its answer is on its way. */
  async function isAnswering(q: Db, userId: string, conversationId: string, since: Date) {
    const [last] = await q
      .select({ role: chatMessages.role, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(ofConversation(userId, conversationId))
      .orderBy(desc(chatMessages.createdAt), desc(answerLast))
      .limit(1);
    return last?.role === 'user' && last.createdAt > since;
  }

  return {
    async findLesson(userId: string, lessonId: string): Promise<ChatLesson | undefined> {
      const [row] = await db
        .select({
          id: lessons.id,
          title: lessons.title,
          language: lessons.language,
          status: lessons.status,
          text: lessons.text,
        })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
      return row;
    },

    /** The user's conversations about one lesson, the most recently active first. */
    async listConversations(userId: string, lessonId: string): Promise<ConversationWithCount[]> {
      const rows = await db
        .select({ conversation: conversations, messageCount })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), eq(conversations.lessonId, lessonId)))
        .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt));
      return rows.map((row) => ({ ...row.conversation, messageCount: row.messageCount }));
    },

    async createConversation(userId: string, lessonId: string): Promise<ConversationRow> {
      const [row] = await db
        .insert(conversations)
        .values({ userId, lessonId, title: '' })
        .returning();
      return row!;
    },

    async findConversation(userId: string, id: string): Promise<ConversationWithCount | undefined> {
      const [row] = await db
        .select({ conversation: conversations, messageCount })
        .from(conversations)
        .where(owned(userId, id));
      return row && { ...row.conversation, messageCount: row.messageCount };
    },

    /** The conversation's messages in the order they were written. */
    async messages(userId: string, conversationId: string): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(ofConversation(userId, conversationId))
        .orderBy(asc(chatMessages.createdAt), asc(answerLast));
    },

    /** Whether a question newer than `since` is still waiting for its answer. */
    isAnswering: (userId: string, conversationId: string, since: Date): Promise<boolean> =>
      isAnswering(db, userId, conversationId, since),

    async deleteConversation(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(conversations)
        .where(owned(userId, id))
        .returning({ id: conversations.id });
      return deleted.length > 0;
    },

    /**
     * Stores the student's question unless an earlier one (newer than `busySince`) is still being
     * answered. The conversation row is locked meanwhile, so two questions sent at once cannot both
     * pass; a conversation still untitled takes `title`.
     */
    async openTurn(
      userId: string,
      conversationId: string,
      content: string,
      title: string,
      busySince: Date,
    ): Promise<OpenedTurn> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(owned(userId, conversationId))
          .for('update');
        if (!conversation) return { kind: 'not-found' };
        if (await isAnswering(tx, userId, conversationId, busySince)) return { kind: 'busy' };
        const [message] = await tx
          .insert(chatMessages)
          .values({ conversationId, userId, role: 'user', content })
          .returning();
        await tx
          .update(conversations)
          .set({
            title: sql`case when ${conversations.title} = '' then ${title} else ${conversations.title} end`,
            updatedAt: sql`now()`,
          })
          .where(owned(userId, conversationId));
        return { kind: 'opened', message: message! };
      });
    },

    /**
     * Stores how an answer ended, and the quiz question it leaves waiting when it says; throws
     * when the conversation is gone (its lesson was deleted).
     */
    async storeAnswer(
      userId: string,
      conversationId: string,
      { quiz, ...answer }: AssistantAnswer,
    ): Promise<ChatMessageRow> {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .insert(chatMessages)
          .values({ conversationId, userId, role: 'assistant', ...answer })
          .returning();
        await tx
          .update(conversations)
          .set(quiz === undefined ? { updatedAt: sql`now()` } : { updatedAt: sql`now()`, quiz })
          .where(owned(userId, conversationId));
        return message!;
      });
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
