import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { fillBlank } from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';
import { readLesson } from './support/ready-lesson.ts';

/** Lessons written for this journey: a physics lesson in English, a history lesson in French. */
const lessons = [
  {
    language: 'English',
    title: 'Newton’s laws of motion',
    text: `Newton’s laws of motion

Newton’s first law states that an object stays at rest or keeps moving in a straight line at constant speed unless a net force acts on it. Inertia is the tendency of an object to resist a change in its motion. This property of objects is called inertia.

Newton’s second law states that the acceleration of an object is proportional to the net force on it and inversely proportional to its mass. It is written F = m x a. Acceleration is the rate at which the velocity of an object changes. Mass is the amount of matter in an object.

Newton’s third law states that for every action there is an equal and opposite reaction. When you push on a wall, the wall pushes back on you with a force of the same size. A force is a push or a pull on an object that results from its interaction with another object.

Friction is the force that opposes the motion of two surfaces sliding against each other. Air resistance is a kind of friction that acts on objects moving through air. A falling skydiver speeds up until air resistance balances weight: the skydiver then falls at a constant speed called terminal velocity. Weight is the force of gravity on an object. Momentum is the product of the mass and the velocity of an object.`,
  },
  {
    language: 'French',
    title: 'La Révolution française',
    text: `La Révolution française

En 1789, la France est une monarchie absolue. Le roi Louis XVI détient tous les pouvoirs. Les états généraux sont une assemblée des représentants des trois ordres : le clergé, la noblesse et le tiers état.

Le 17 juin 1789, les députés du tiers état se proclament Assemblée nationale. Le 14 juillet 1789, le peuple de Paris prend la Bastille, une forteresse royale qui symbolise l’arbitraire du roi.

La Déclaration des droits de l’homme et du citoyen est le texte qui affirme l’égalité des droits et la souveraineté de la nation. Elle est adoptée le 26 août 1789. La Grande Peur est la panique qui gagne les campagnes pendant l’été 1789.

La monarchie constitutionnelle est le régime dans lequel le pouvoir du roi est limité par une constitution. En 1792, la monarchie est abolie et la République est proclamée. La Terreur est la période de 1793-1794 pendant laquelle le gouvernement révolutionnaire fait exécuter ses opposants. Maximilien Robespierre dirige le Comité de salut public pendant la Terreur.`,
  },
];

/** Screenshots to look at (not compared): the ignored test-results folder at the root. */
const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/study-material',
);

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // A card turned over a moment ago is still turning: the picture shows where it lands.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
}

/**
 * Pastes a lesson through the add modal, checks the language it detects, opens the lesson once it
 * is ready and reads it back.
 */
async function pasteLesson(page: Page, text: string, language: string) {
  await page.goto('/lessons');
  await page.getByRole('main').getByRole('button', { name: 'Add a lesson' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await dialog.getByLabel('Your lesson', { exact: true }).fill(text);
  await expect(dialog.getByTestId('detected-language')).toHaveText(`Detected: ${language}`);
  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your lesson is ready!' })).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('link', { name: 'View the lesson' }).click();
  await expect(page).toHaveURL(/\/lessons\/[0-9a-f-]{36}$/);
  const id = /\/lessons\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  return { id, detail: await readLesson(page, id) };
}

for (const lesson of lessons) {
  test(`a lesson pasted in ${lesson.language} gets a card, a question that is no blank and bold terms on its sheet`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createSignedInUser(page, { label: `material-${lesson.language.toLowerCase()}` });
    const { id, detail } = await pasteLesson(page, lesson.text, lesson.language);

    // The sheet: key terms in bold, as the engine marked them.
    const sheet = page.getByRole('textbox', { name: 'Revision sheet' });
    await expect(sheet).toBeVisible({ timeout: 30_000 });
    const bold = sheet.locator('strong');
    await expect(bold.first()).toBeVisible();
    const boldTexts = new Set(await bold.allTextContents());
    const cardTerms = detail.flashcards.flatMap((c) => (c.term ? [c.term] : []));
    expect(cardTerms.filter((term) => boldTexts.has(term)).length).toBeGreaterThan(0);
    await screenshots(page, `sheet-${lesson.language}`);

    // A card: the question, then its self-contained answer.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('tab', { name: /Flashcards/ }).click();
    const card = page.getByTestId('flashcard');
    const first = detail.flashcards[0]!;
    await expect(card).toContainText(first.question);
    await card.click();
    await expect(card).toHaveAttribute('data-side', 'answer');
    await expect(card).toContainText(first.answer);
    await screenshots(page, `card-${lesson.language}`);

    // A multiple-choice quiz whose first question asks for a term, not to fill a blank.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/quizzes?new=1&lessonId=${id}`);
    const modal = page.getByRole('dialog');
    await modal.getByRole('radio', { name: /^Multiple choice/ }).check();
    await modal.getByRole('button', { name: 'Create the quiz' }).click();
    await modal.getByRole('link', { name: 'Start the quiz' }).click({ timeout: 30_000 });
    await expect(page.getByTestId('quiz-progress')).toHaveText('1 / 10');
    const quizId = /\/quizzes\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const quiz = (await (await page.request.get(`/api/quizzes/${quizId}`)).json()) as {
      questions: Array<{ prompt: string }>;
    };
    const prompt = quiz.questions[0]!.prompt;
    expect(prompt).not.toContain(fillBlank);
    const heading = page.getByRole('heading', { level: 2, name: prompt });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole('img', { name: 'blank' })).toHaveCount(0);
    await screenshots(page, `quiz-${lesson.language}`);
  });
}

test('a lesson pasted with Markdown bold and a table shows no stars, cards its bold terms and keeps the table rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const text = `Cell transport

Cells exchange substances with their surroundings through the **cell membrane**, a thin layer of lipids and proteins that controls what enters and leaves the cell.

**Diffusion** is the net movement of particles from an area of higher concentration to an area of lower concentration. It needs no energy from the cell. **Osmosis** is the diffusion of water across a **partially permeable membrane**, from a dilute solution to a more concentrated one.

**Active transport** moves substances against their concentration gradient, from a lower to a higher concentration. It needs energy released by respiration, and carrier proteins in the membrane.

| Process | Energy needed |
| --- | --- |
| Diffusion | none |
| Active transport | from respiration |`;
  await createSignedInUser(page, { label: 'material-markdown' });
  const { detail } = await pasteLesson(page, text, 'English');

  const sheet = page.getByRole('textbox', { name: 'Revision sheet' });
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await expect(sheet).toContainText('Diffusion | none');
  await expect(sheet).not.toContainText('*');
  await expect(sheet).not.toContainText('---');
  const cardTerms = detail.flashcards.map((c) => c.term?.toLowerCase());
  for (const term of ['cell membrane', 'diffusion', 'osmosis', 'partially permeable membrane']) {
    expect(cardTerms).toContain(term);
  }
  expect(detail.flashcards.every((c) => !c.answer.includes('*'))).toBe(true);
  await screenshots(page, 'sheet-markdown');
});
