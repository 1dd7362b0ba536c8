import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, waitUntilReady } from './support/ready-lesson.ts';

/** A real textbook section (OpenStax Anatomy and Physiology 2e, CC BY-NC-SA 4.0) from the corpus. */
const corpusLesson = {
  title: 'Anatomical Terminology',
  text: readFileSync(
    new URL('../../../../shared/corpus/openstax-anatomy-physiology/m45990.md', import.meta.url),
    'utf8',
  ),
};
/** A history lesson whose causes sit under their own heading, with one sentence per key word. */
const revolutionLesson = {
  title: 'The French Revolution',
  text: `# The French Revolution

## The causes of the Revolution

In 1789, France was an absolute monarchy in deep financial crisis. The Third Estate, the vast majority of the population, paid most of the taxes while the clergy and the nobility were exempt. Bad harvests made bread expensive, which caused hunger and anger in the cities. Because the treasury was empty, Louis XVI had to call the Estates-General in May 1789.

## Key words

The Estates-General was an assembly of the representatives of the three orders of the kingdom. The National Assembly was the assembly the deputies of the Third Estate proclaimed on 17 June 1789. The Bastille was a royal fortress and prison in Paris, stormed on 14 July 1789. The Terror was the period of 1793-1794 when the revolutionary government executed its opponents.

## The end of the Revolution

The Revolution ended in 1799, when Napoleon Bonaparte seized power in a coup.
`,
};

// A term defined near the end of the lesson, so that showing its passage has to scroll.
const question = 'What is the pericardium?';
const definition = 'The pericardium is the serous membrane that encloses the pericardial cavity';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function signedInWithLesson(page: Page, language: 'en' | 'fr' = 'en') {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await createSignedInUser(page, { label: 'chat' });
  if (language !== 'en') {
    const profile = await page.request.patch('/api/profile', {
      headers: { origin: new URL(page.url()).origin },
      data: { language },
    });
    expect(profile.status()).toBe(200);
  }
  const id = await addTextLesson(page, corpusLesson);
  await waitUntilReady(page, id);
  return id;
}

/** Asks through the composer and returns once the answer is stored and shown. */
async function askInComposer(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: /Your question|Votre question/ });
  await composer.fill(text);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/messages') && response.request().method() === 'POST',
  );
  await composer.press('Enter');
  return answered;
}

test.describe('coach chat', () => {
  test('pick a lesson, ask about one of its terms, follow a source, find the history again', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const id = await signedInWithLesson(page);

    await page.goto('/chat');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a lesson first' }),
    ).toBeVisible();
    await page.getByLabel('Search your lessons').fill('anatomical');
    await page.getByRole('link', { name: /Anatomical Terminology/ }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Anatomical Terminology' }),
    ).toBeVisible();
    for (const suggestion of ['Explain the main idea', 'Quiz me', 'What should I remember?']) {
      await expect(page.getByRole('button', { name: suggestion })).toBeVisible();
    }

    const response = await askInComposer(page, question);
    expect(response.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    const log = page.getByRole('log', { name: 'Conversation with the coach' });
    await expect(log.getByText(question)).toBeVisible();
    await expect(log.getByRole('article')).toContainText(definition);
    const source = log.getByRole('button', {
      name: /^Show passage 1 in the lesson/,
    });
    await expect(source.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy the answer' })).toBeVisible();

    const panel = page.getByTestId('lesson-panel');
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => element.scrollTop)).toBe(0);
    await source.first().click();
    const passage = page.getByTestId('focused-passage');
    await expect(passage).toContainText('pericardium');
    await expect(passage).toBeInViewport();
    await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);

    await page.reload();
    const history = page.getByRole('log', { name: 'Conversation with the coach' });
    await expect(history.getByText(question)).toBeVisible();
    await expect(history.getByRole('article')).toContainText(definition);
    await page.getByRole('button', { name: 'Conversations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversations about this lesson' });
    await expect(
      dialog.getByRole('button', { name: /What is the pericardium\?.*2 messages/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // A new conversation starts empty, with its suggested prompts.
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByRole('button', { name: 'Quiz me' }).click();
    const quiz = page.getByRole('log', { name: 'Conversation with the coach' });
    await expect(quiz.getByRole('article')).toContainText('Let’s test you');
    await expect(quiz.getByRole('article')).toContainText(/Question 1: .+\?/);
    await page.getByRole('button', { name: 'Conversations' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
  });

  test('on a phone, a source opens the lesson in a sheet at its passage', async ({ page }) => {
    await page.setViewportSize(phone);
    const id = await signedInWithLesson(page);
    await page.goto(`/chat/${id}`);
    await askInComposer(page, question);
    const source = page.getByRole('button', {
      name: /^Show passage 1 in the lesson/,
    });
    await source.first().click();
    const sheet = page.getByRole('dialog', { name: 'Anatomical Terminology' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('focused-passage')).toBeInViewport();
    await sheet.getByRole('button', { name: 'Close the lesson' }).click();
    await expect(sheet).toBeHidden();
  });

  test('a failed answer shows the spec message and can be resent; a refusal keeps the question', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const id = await signedInWithLesson(page);
    await page.goto(`/chat/${id}`);
    await askInComposer(page, 'What is the pleura?');
    const log = page.getByRole('log', { name: 'Conversation with the coach' });
    await expect(log.getByRole('article')).toHaveCount(1);

    // The model breaks off: the stream ends on the failed-answer error.
    await page.route('**/api/chat/conversations/*/messages', async (route) => {
      const message = {
        id: crypto.randomUUID(),
        role: 'user',
        content: 'What is the peritoneum?',
        sources: [],
        status: 'complete',
        errorCode: null,
        createdAt: new Date().toISOString(),
      };
      await route.fulfill({
        status: 200,
        contentType: 'text/event-stream; charset=utf-8',
        body: [
          { type: 'user-message', message },
          { type: 'token', text: 'The peritoneum ' },
          {
            type: 'error',
            code: 'CHAT_REQUEST_FAILED',
            message: 'Sorry, I could not process your request. Please try again',
          },
        ]
          .map((event) => `data: ${JSON.stringify(event)}\n\n`)
          .join(''),
      });
    });
    await askInComposer(page, 'What is the peritoneum?');
    const failure = log.getByRole('alert');
    await expect(failure).toContainText(
      'Sorry, I could not process your request. Please try again',
    );
    await page.unroute('**/api/chat/conversations/*/messages');
    await failure.getByRole('button', { name: 'Resend' }).click();
    await expect(log.getByRole('article').last()).toContainText(
      'The peritoneum is the serous membrane',
    );
    await expect(log.getByRole('alert')).toHaveCount(1);
    await expect(log.getByRole('button', { name: 'Resend' })).toHaveCount(0);

    // Refused before any answer (the day's messages are used up): the question stays typed.
    await page.route('**/api/chat/conversations/*/messages', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({
          error: {
            code: 'CHAT_MESSAGE_LIMIT_REACHED',
            message: 'limit',
            details: { metric: 'chat_message', limit: 30 },
          },
        }),
      }),
    );
    await askInComposer(page, 'What is the pleura for?');
    await expect(
      page.getByRole('alert').filter({ hasText: 'today’s message limit' }),
    ).toContainText('30 per day');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(
      'What is the pleura for?',
    );
  });

  test('answers are Markdown with math, and HTML in an answer is never drawn', async ({ page }) => {
    await page.setViewportSize(desktop);
    const id = await signedInWithLesson(page);
    await page.goto(`/chat/${id}`);
    const content =
      '**Serous membranes** line cavities: $A = \\pi r^2$ <img src=x onerror="window.pwned=1"> <b>raw</b>';
    const at = new Date().toISOString();
    const message = (role: 'user' | 'assistant', text: string) => ({
      id: crypto.randomUUID(),
      role,
      content: text,
      sources: [],
      status: 'complete',
      errorCode: null,
      createdAt: at,
    });
    await page.route('**/api/chat/conversations/*/messages', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream; charset=utf-8',
        body: [
          { type: 'user-message', message: message('user', 'Show me some math') },
          { type: 'token', text: content },
          { type: 'assistant-message', message: message('assistant', content) },
        ]
          .map((event) => `data: ${JSON.stringify(event)}\n\n`)
          .join(''),
      }),
    );
    await askInComposer(page, 'Show me some math');
    const answer = page.getByRole('log').getByRole('article');
    await expect(answer.locator('strong')).toHaveText('Serous membranes');
    await expect(answer.locator('.katex')).toBeVisible();
    await expect(answer.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('a why-question, a question the lesson does not cover, and “Quiz me” answered right then wrong', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(desktop);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await createSignedInUser(page, { label: 'coach-journey' });
    const id = await addTextLesson(page, revolutionLesson);
    await waitUntilReady(page, id);
    await page.goto(`/chat/${id}`);
    const log = page.getByRole('log', { name: 'Conversation with the coach' });
    const answers = log.getByRole('article');

    await askInComposer(page, 'Why did the French Revolution start?');
    await expect(answers.last()).toContainText('Your lesson gives these reasons:');
    await expect(answers.last()).toContainText('Because the treasury was empty');
    await expect(answers.last()).not.toContainText('Napoleon');

    await askInComposer(page, 'How did the Industrial Revolution change Britain?');
    await expect(answers.last()).toContainText('Your lesson does not cover this.');
    await page.screenshot({ path: testInfo.outputPath('journey-desktop-why-and-uncovered.png') });

    await page.getByRole('button', { name: 'New conversation' }).click();
    await askInComposer(page, 'Quiz me');
    await expect(answers.last()).toContainText(/Question 1: What does “(.+)” mean\?/);
    const asked = (await answers.last().textContent()) ?? '';
    const term = /“(.+)”/.exec(asked)?.[1] ?? '';
    const right = revolutionLesson.text
      .split(/(?<=\.)\s+/)
      .find((sentence) => sentence.includes(`${term} was`) || sentence.includes(`${term} is`));
    expect(right).toBeDefined();
    await askInComposer(page, right!);
    await expect(answers.last()).toContainText('Correct: your answer matches the lesson.');
    await expect(answers.last()).toContainText('Question 2:');
    await askInComposer(page, 'a kind of cheese');
    await expect(answers.last()).toContainText('Not quite.');
    await expect(answers.last()).toContainText('Question 3:');
    await page.screenshot({ path: testInfo.outputPath('journey-desktop-quiz.png') });
    await page.setViewportSize(phone);
    await page.screenshot({ path: testInfo.outputPath('journey-phone-quiz.png') });
  });

  for (const language of ['en', 'fr'] as const) {
    test(`screens in ${language} at 390 and 1440 px`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize(desktop);
      const id = await signedInWithLesson(page, language);
      for (const [name, size] of Object.entries({ desktop, phone })) {
        await page.setViewportSize(size);
        await page.goto('/chat');
        await expect(page.getByRole('link', { name: /Anatomical Terminology/ })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${language}-${name}-picker.png`) });
        await page.goto(`/chat/${id}`);
        await expect(
          page.getByRole('textbox', { name: /Your question|Votre question/ }),
        ).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${language}-${name}-empty.png`) });
        await askInComposer(page, language === 'en' ? question : 'Qu’est-ce que le pericardium ?');
        await page
          .getByRole('button', { name: /^(Show|Afficher le) passage 1/ })
          .last()
          .click();
        await expect(page.getByTestId('focused-passage')).toBeInViewport();
        await page.screenshot({ path: testInfo.outputPath(`${language}-${name}-answer.png`) });
        await page.keyboard.press('Escape');
      }
    });
  }
});
