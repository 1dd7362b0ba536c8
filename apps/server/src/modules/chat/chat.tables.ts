import type { ChatMessageStatus, CoachQuiz, CoachSource } from '@study/shared';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';

/** A conversation with the coach about one lesson. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The "Quiz me" question waiting for the student's answer, with the lesson's answer. */
    quiz: jsonb('quiz').$type<CoachQuiz>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('conversations_user_lesson_idx').on(table.userId, table.lessonId, table.updatedAt),
  ],
);

/** Messages of a conversation, in order; an assistant answer keeps the passages it relies on. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<CoachSource[]>().notNull().default([]),
    status: text('status').$type<ChatMessageStatus>().notNull().default('complete'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);
