import { describe, expect, it } from 'vitest';
import type { McqQuestion } from '@study/shared';
import { buildFlashcards } from './build-flashcards.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { dateFacts } from './extract-dates.ts';
import { lessonModel } from './lesson-model.ts';
import { marketsLesson } from '../test-lessons.ts';

const war = `# La Première Guerre mondiale

Le 28 juin 1914, l'archiduc François-Ferdinand est assassiné à Sarajevo par un nationaliste serbe. Après la bataille de la Marne en septembre 1914, le front se stabilise. Les soldats français sont surnommés les poilus. La bataille de Verdun, en 1916, est la plus longue de la guerre. L'armistice est signé le 11 novembre 1918 à Rethondes. Le traité de Versailles, signé le 28 juin 1919, impose de lourdes réparations à l'Allemagne. La population de Paris passe de 2,9 millions en 1911 à 2,8 millions en 1921.
`;

describe('dates inside a sentence', () => {
  it('are key dates, asked without the date or the phrase that holds it', () => {
    const facts = dateFacts(lessonModel(war, 'fr'));
    const told = Object.fromEntries(facts.map((fact) => [fact.date, fact.event.text]));
    expect(told).toMatchObject({
      '28 juin 1914':
        "l'archiduc François-Ferdinand est assassiné à Sarajevo par un nationaliste serbe",
      'septembre 1914': 'Après la bataille de la Marne, le front se stabilise',
      '1916': 'La bataille de Verdun est la plus longue de la guerre',
      '11 novembre 1918': "L'armistice est signé à Rethondes",
      '28 juin 1919': "Le traité de Versailles impose de lourdes réparations à l'Allemagne",
    });
    // A span of years is no event of one of them.
    expect(told['1911']).toBeUndefined();
    expect(told['1921']).toBeUndefined();
  });

  it('make date cards for a history lesson written in prose, and a card for the nickname', () => {
    const cards = buildFlashcards(lessonModel(war, 'fr'));
    expect(cards.map((card) => card.question)).toContain(
      'Que s’est-il passé le 11 novembre 1918 ?',
    );
    expect(cards.find((card) => card.term === 'poilus')?.answer).toBe(
      'Les soldats français sont surnommés les poilus.',
    );
  });

  it('keep the date a key-date list opens on, and leave out figures and citations', () => {
    const text = `# The Industrial Revolution

The Stockton and Darlington Railway opened in 1825 and carried coal to the sea. In 1851, 54% of the population lived in towns. Steam power spread quickly (Allen, 2009).

- 1769: James Watt patents his steam engine
- 1825: the Stockton and Darlington Railway opens
- 1830: the Liverpool and Manchester Railway opens
`;
    const told = Object.fromEntries(
      dateFacts(lessonModel(text, 'en')).map((fact) => [fact.date, fact.event.text]),
    );
    expect(told['1825']).toBe('the Stockton and Darlington Railway opens');
    expect(told['2009']).toBeUndefined();
    expect(told['1851']).toBeUndefined();
  });

  it('make no year card for an event a day of that year already tells', () => {
    const text = `# La fin de la guerre

L'armistice est signé le 11 novembre 1918 à Rethondes. Le traité de Versailles, signé en 1919, impose à l'Allemagne de lourdes réparations. La Société des Nations est fondée en 1919 à Genève.

## Dates clés

- 11 novembre 1918 : armistice
- 28 juin 1919 : traité de Versailles
`;
    const dates = dateFacts(lessonModel(text, 'fr')).map((fact) => fact.date);
    expect(dates).toContain('28 juin 1919');
    // "La Société des Nations est fondée en 1919" is another event of that year.
    expect(dates.filter((date) => date === '1919')).toHaveLength(1);
    const told = dateFacts(lessonModel(text, 'fr')).find((fact) => fact.date === '1919');
    expect(told?.event.text).toMatch(/Société des Nations/);
  });

  it('tell a state apart from an event: "In 2013, the most recent edition is the DSM-5"', () => {
    const text = `# The DSM

In 1952, the first edition of the DSM classified disorders by their causes. In 1980, the third edition introduced explicit criteria. In 2013, the most recent edition is the DSM-5. The DSM-5 Text Revision was published in 2022.
`;
    const facts = dateFacts(lessonModel(text, 'en'));
    const state = Object.fromEntries(facts.map((fact) => [fact.date, fact.state]));
    expect(state).toEqual({ '1952': false, '1980': false, '2013': true, '2022': false });
  });
});

describe('an approximate year', () => {
  it('is asked as the lesson says it: "Que s’est-il passé vers 1450 ?", "What happened around 1450?"', () => {
    const fr = `# La Renaissance

Vers 1450, Gutenberg met au point l'imprimerie à caractères mobiles. En 1503, Léonard de Vinci peint La Joconde. En 1543, Copernic expose la théorie de l'héliocentrisme.
`;
    const french = dateFacts(lessonModel(fr, 'fr')).find((fact) => fact.date === '1450');
    expect(french?.when).toBe('vers 1450');
    expect(french?.event.text).toBe("Gutenberg met au point l'imprimerie à caractères mobiles");
    const en = `# The Renaissance

- around 1450: Gutenberg invents the printing press
- 1503: Leonardo da Vinci paints the Mona Lisa
- 1543: Copernicus publishes his theory of the solar system
`;
    const english = dateFacts(lessonModel(en, 'en')).find((fact) => fact.date === '1450');
    expect(english?.when).toBe('around 1450');
    expect(english?.event.text).toBe('Gutenberg invents the printing press');
  });
});

describe('years of Antiquity', () => {
  const rome = `# Ancient Rome

According to legend, Rome was founded in 753 BC by Romulus and Remus. In 509 BC, the Romans drove out their last king and founded the Republic. A republic is a state in which power belongs to the citizens. In AD 79, the eruption of Mount Vesuvius buried Pompeii. In AD 395, the empire was divided into an eastern and a western part.
`;
  const gaule = `# La Gaule romaine

## La conquête

Au Ier siècle avant J.-C., la Gaule est divisée en peuples rivaux. Jules César, général romain, conquiert la Gaule entre 58 et 51 av. J.-C. En 52 av. J.-C., Vercingétorix, chef des Arvernes, est vaincu à Alésia. Il se rend à César.

## La romanisation

La romanisation est l'adoption par les Gaulois de la langue, des lois et du mode de vie des Romains. Les Romains construisent des villes avec un forum, des thermes et un amphithéâtre. Les thermes sont des bains publics. Un aqueduc est un canal qui apporte l'eau aux villes.

En 212, l'empereur Caracalla accorde la citoyenneté romaine à tous les hommes libres de l'Empire.

## La fin de l'Empire

En 476, le dernier empereur romain d'Occident est déposé. C'est la fin de l'Antiquité. En 496, Clovis, roi des Francs, est baptisé à Reims.
`;

  it('are key dates in both languages: "AD 79", "509 BC", "52 av. J.-C.", and "En 476," with its comma', () => {
    const english = Object.fromEntries(
      dateFacts(lessonModel(rome, 'en')).map((fact) => [fact.date, [fact.kind, fact.event.text]]),
    );
    expect(english).toMatchObject({
      '509 BC': ['year', 'the Romans drove out their last king and founded the Republic'],
      'AD 79': ['year', 'the eruption of Mount Vesuvius buried Pompeii'],
      'AD 395': ['year', 'the empire was divided into an eastern and a western part'],
    });
    const questions = buildFlashcards(lessonModel(gaule, 'fr')).map((card) => card.question);
    expect(questions).toContain('Que s’est-il passé en 52 av. J.-C. ?');
    expect(questions).toContain('Que s’est-il passé en 476 ?');
  });

  it('make a date card of a year of an era however few the lesson dates, not of a year of ours', () => {
    const athens = `# La démocratie athénienne

Une cité est une communauté de citoyens qui se gouverne elle-même. En 508 av. J.-C., l'Athénien Clisthène réforme les institutions de la cité. L'Ecclésia est l'assemblée des citoyens. La Boulè est un conseil de 500 citoyens tirés au sort.
`;
    const questions = buildFlashcards(lessonModel(athens, 'fr')).map((card) => card.question);
    expect(questions).toContain('Que s’est-il passé en 508 av. J.-C. ?');
    const survey = `# Sleep

Sleep is a state of reduced awareness. In 2013, a survey of adults found that one in three slept less than seven hours. A circadian rhythm is a cycle of about 24 hours.
`;
    const english = buildFlashcards(lessonModel(survey, 'en')).map((card) => card.question);
    expect(english.filter((question) => question.includes('2013'))).toEqual([]);
  });

  it('are marked as dates on the sheet, a span of them and a year of three figures included', async () => {
    const sheet = await createBuiltinEngine().generateSheet({ text: gaule, language: 'fr' });
    const green = sheet.blocks.flatMap((b) =>
      b.marks.filter((m) => m.color === 'green').map((m) => b.text.slice(m.start, m.end)),
    );
    expect(green).toContain('58 et 51 av. J.-C.');
    expect(green).toContain('476');
  });

  it('are asked among years written the same way', async () => {
    const quiz = await createBuiltinEngine().generateQuiz({
      text: gaule,
      language: 'fr',
      title: 'La Gaule romaine',
      type: 'mcq',
      answerCount: 4,
    });
    const question = quiz.questions.find(
      (q): q is McqQuestion => q.type === 'mcq' && q.answer === '52 av. J.-C.',
    );
    expect(question?.choices).toHaveLength(4);
    for (const choice of question?.choices ?? []) expect(choice).toMatch(/^\d{1,3} av\. J\.-C\.$/);
  });
});

describe('an event that points back', () => {
  it('asks no date of "this coordination", and keeps that year among the choices and the chronology', async () => {
    const cards = buildFlashcards(lessonModel(marketsLesson, 'en'));
    const asked = cards.filter((c) => c.question.startsWith('What happened in'));
    expect(asked.map((c) => c.question)).toEqual([
      'What happened in 1890?',
      'What happened in 1936?',
    ]);
    const engine = createBuiltinEngine();
    const dated: McqQuestion[] = [];
    const avoid: string[] = [];
    for (let round = 0; round < 4; round++) {
      const quiz = await engine.generateQuiz({
        text: marketsLesson,
        language: 'en',
        type: 'mcq',
        avoid,
      });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        if (question.type === 'mcq' && question.prompt.startsWith('When did this happen?')) {
          dated.push(question);
        }
      }
    }
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.filter((q) => q.prompt.includes('this coordination'))).toEqual([]);
    expect(dated.some((q) => q.choices.includes('1776'))).toBe(true);
  });

  it('read notes\' "14 juillet 1789 → prise de la Bastille" and "NB : en 1792 → …" as dated events', () => {
    const text = `La Révolution française - notes

1789 → début de la Révolution
Serment du Jeu de paume (20 juin 1789) : les députés jurent de donner une Constitution à la France
14 juillet 1789 → prise de la Bastille
Nuit du 4 août = abolition des privilèges

NB : en 1792 → proclamation de la République.
`;
    const cards = buildFlashcards(lessonModel(text, 'fr'));
    const told = new Map(cards.filter((c) => !c.term).map((c) => [c.question, c.answer]));
    expect(told.get('Que s’est-il passé le 14 juillet 1789 ?')).toBe('prise de la Bastille');
    expect(told.get('Que s’est-il passé en 1792 ?')).toBe('proclamation de la République');
  });
});
