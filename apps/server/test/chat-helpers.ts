import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chatStreamEventSchema,
  type ChatStreamEvent,
  type ConversationDetail,
  type ConversationSummary,
  type LessonLanguage,
} from '@study/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { lessons } from '../src/db/schema.ts';
import type { TestUser } from './auth-helpers.ts';
import { userRequest } from './lesson-helpers.ts';

/** The events of a `text/event-stream` body, each checked against the shared contract. */
export function streamEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

/**
 * Reads a live `text/event-stream` response to its end, as the chat screen does; `firstTokenMs`
 * is when the first token event had arrived, counted from `started` (a `performance.now()`).
 */
export async function readEventStream(
  response: Response,
  started: number,
): Promise<{ text: string; firstTokenMs: number | undefined }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstTokenMs: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { text, firstTokenMs };
    text += decoder.decode(value, { stream: true });
    if (firstTokenMs === undefined && text.includes('"type":"token"')) {
      firstTokenMs = performance.now() - started;
    }
  }
}

/** The text of the tokens of a stream, in order. */
export function streamedText(events: ChatStreamEvent[]): string {
  return events.map((event) => (event.type === 'token' ? event.text : '')).join('');
}

export async function startConversation(
  app: FastifyInstance,
  user: TestUser,
  lessonId: string,
): Promise<ConversationSummary> {
  const response = await userRequest(
    app,
    user,
    'POST',
    `/api/chat/lessons/${lessonId}/conversations`,
  );
  if (response.statusCode !== 201) {
    throw new Error(`conversation not created: ${response.statusCode} ${response.body}`);
  }
  return response.json() as ConversationSummary;
}

/** `POST /api/chat/conversations/:id/messages` as the chat screen sends it. */
export function sendMessage(
  app: FastifyInstance,
  user: TestUser,
  conversationId: string,
  content: string,
  options: { language?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload: { content },
    headers: {
      origin: app.config.publicUrl,
      cookie: user.cookie,
      'accept-encoding': 'gzip, br',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

/** Asks a question and returns the stream's events; the answer must have been streamed. */
export async function ask(
  app: FastifyInstance,
  user: TestUser,
  conversationId: string,
  content: string,
  options: { language?: string } = {},
): Promise<ChatStreamEvent[]> {
  const response = await sendMessage(app, user, conversationId, content, options);
  if (response.statusCode !== 200) {
    throw new Error(`question refused: ${response.statusCode} ${response.body}`);
  }
  return streamEvents(response.body);
}

export async function getConversation(
  app: FastifyInstance,
  user: TestUser,
  id: string,
): Promise<ConversationDetail> {
  const response = await userRequest(app, user, 'GET', `/api/chat/conversations/${id}`);
  if (response.statusCode !== 200) {
    throw new Error(`conversation not read: ${response.statusCode} ${response.body}`);
  }
  return response.json() as ConversationDetail;
}

/**
 * A ready lesson written straight to the database, for apps whose study engine is a stand-in
 * model that could not prepare it.
 */
export async function insertReadyLesson(
  app: FastifyInstance,
  user: TestUser,
  text: string,
  language: LessonLanguage = 'en',
): Promise<string> {
  const [row] = await app.database.db
    .insert(lessons)
    .values({
      userId: user.id,
      title: 'The Heart',
      emoji: '🫀',
      language,
      source: 'text',
      status: 'ready',
      text,
    })
    .returning({ id: lessons.id });
  return row!.id;
}

/** What the stand-in model received: the JSON body and when its connection closed. */
export interface ModelRequest {
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
  closed: Promise<void>;
}

/** How the stand-in model answers one request. */
export type ModelBehaviour = (request: ModelRequest, response: ServerResponse) => Promise<void>;

export interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

export function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(text: string): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`;
}

/**
 * Streams `pieces` the way OpenAI's API does. `breakAfter` drops the connection after that many
 * pieces; `holdAfter` waits for `gate` after that many pieces (to act while an answer is written).
 */
export function streamReply(
  pieces: string[],
  options: { breakAfter?: number; holdAfter?: number; gate?: Promise<void> } = {},
): ModelBehaviour {
  return async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const [index, piece] of pieces.entries()) {
      if (index === options.breakAfter) {
        await pause(30);
        response.socket?.destroy();
        return;
      }
      if (index === options.holdAfter) await options.gate;
      if (response.destroyed) return;
      response.write(chunk(piece));
      await pause(5);
    }
    response.end('data: [DONE]\n\n');
  };
}

/** A model endpoint that fails with this status. */
export function failingReply(status: number): ModelBehaviour {
  return async (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'the model is down' } }));
  };
}

/** An OpenAI-compatible endpoint on the loopback interface whose answers each test chooses. */
export interface ModelServer {
  baseUrl: string;
  requests: ModelRequest[];
  behaviour: ModelBehaviour;
  /** Resolves once the model has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startModelServer(): Promise<ModelServer> {
  const waiters: { count: number; done: () => void }[] = [];
  const model: ModelServer = {
    baseUrl: '',
    requests: [],
    behaviour: streamReply(['Hello.']),
    received: (count) =>
      model.requests.length >= count
        ? Promise.resolve()
        : new Promise((done) => waiters.push({ count, done })),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request, response) => {
    void (async () => {
      const closed = deferred();
      response.on('close', closed.resolve);
      const received: ModelRequest = {
        body: JSON.parse(await readBody(request)) as ModelRequest['body'],
        closed: closed.promise,
      };
      model.requests.push(received);
      for (const waiter of waiters.filter((w) => model.requests.length >= w.count)) waiter.done();
      await model.behaviour(received, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return model;
}
