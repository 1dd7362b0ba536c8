import type { LessonLanguage } from '@study/shared';
import { fillTemplate, languagePacks } from '../text/language-pack.ts';

/** The grader's feedback, in the lesson's language. */
export interface GradeTexts {
  correct: string;
  partial(missing: string): string;
  wrong(idea: string): string;
  contradicts(statement: string): string;
  elsewhere(other: string, idea: string): string;
}

const english: GradeTexts = {
  correct: 'Correct: your answer matches the lesson.',
  partial: (missing) => `Partly right. You did not say: “${missing}”.`,
  wrong: (idea) => `Not quite. The key idea is: “${idea}”.`,
  contradicts: (statement) => `Not quite: the lesson says otherwise: “${statement}”.`,
  elsewhere: (other, idea) =>
    `Not quite: that is what the lesson says about something else (“${other}”). The key idea here is: “${idea}”.`,
};

const french: GradeTexts = {
  correct: 'Exact : votre réponse correspond au cours.',
  partial: (missing) => `En partie juste. Il manque : « ${missing} ».`,
  wrong: (idea) => `Pas tout à fait. L’idée clé est : « ${idea} ».`,
  contradicts: (statement) => `Pas tout à fait : le cours dit autre chose : « ${statement} ».`,
  elsewhere: (other, idea) =>
    `Pas tout à fait : c’est ce que le cours dit d’autre chose (« ${other} »). Ici, l’idée clé est : « ${idea} ».`,
};

/** The grader's feedback in `language`: English and French in full, the others from their pack. */
export function gradeTexts(language: LessonLanguage): GradeTexts {
  if (language === 'en') return english;
  if (language === 'fr') return french;
  const { templates } = languagePacks[language];
  const says = (expected: string) => fillTemplate(templates.wrong, { expected });
  return {
    correct: templates.correct,
    partial: (expected) => fillTemplate(templates.partial, { expected }),
    wrong: says,
    contradicts: says,
    elsewhere: (_other, idea) => says(idea),
  };
}

/** The coach's own sentences around the lesson's, in the lesson's language. */
export interface CoachTexts {
  notCovered(nearby: string[]): string;
  inShort: string;
  forExample: string;
  reasons: string;
  steps: string;
  example: string;
  list: string;
  quizIntro: string;
  quizQuestion(number: number, question: string): string;
  quizNext: string;
  quizDone: string;
  quizStopped: string;
  lessonSays: string;
}

const coachEnglish: CoachTexts = {
  notCovered: (nearby) =>
    nearby.length > 0
      ? `Your lesson does not cover this. Nearby, it covers: ${nearby.join(', ')}. Ask me about one of them.`
      : 'Your lesson does not cover this. Ask me about one of its terms or sections.',
  inShort: 'In short:',
  forExample: 'For example:',
  reasons: 'Your lesson gives these reasons:',
  steps: 'The steps, in order:',
  example: 'An example from your lesson:',
  list: 'Your lesson lists:',
  quizIntro: 'Let’s test you: answer in your own words.',
  quizQuestion: (n, q) => `Question ${n}: ${q}`,
  quizNext: 'Next one.',
  quizDone: 'That was the last question on this lesson’s key terms. Say “Quiz me” to start again.',
  quizStopped: 'Quiz stopped. Ask me anything about the lesson, or say “Quiz me” to start again.',
  lessonSays: 'The lesson says:',
};

const coachFrench: CoachTexts = {
  notCovered: (nearby) =>
    nearby.length > 0
      ? `Votre cours n’en parle pas. Il parle en revanche de : ${nearby.join(', ')}. Posez-moi une question sur l’un de ces points.`
      : 'Votre cours n’en parle pas. Posez-moi une question sur l’un de ses termes ou de ses parties.',
  inShort: 'En bref :',
  forExample: 'Par exemple :',
  reasons: 'Votre cours donne ces raisons :',
  steps: 'Les étapes, dans l’ordre :',
  example: 'Un exemple tiré de votre cours :',
  list: 'Votre cours énumère :',
  quizIntro: 'Testons vos connaissances : répondez avec vos propres mots.',
  quizQuestion: (n, q) => `Question ${n} : ${q}`,
  quizNext: 'Question suivante.',
  quizDone:
    'C’était la dernière question sur les termes clés de ce cours. Dites « Interroge-moi » pour recommencer.',
  quizStopped:
    'Interrogation arrêtée. Posez-moi une question sur le cours, ou dites « Interroge-moi » pour recommencer.',
  lessonSays: 'Le cours dit :',
};

/** The coach's sentences in `language`: English and French in full, the others from their pack. */
export function coachTexts(language: LessonLanguage): CoachTexts {
  if (language === 'en') return coachEnglish;
  if (language === 'fr') return coachFrench;
  const { templates } = languagePacks[language];
  return {
    ...coachEnglish,
    notCovered: () => templates.coachNothing,
    inShort: '',
    forExample: '',
    reasons: templates.coachIntro,
    steps: templates.coachIntro,
    example: templates.coachIntro,
    list: templates.coachIntro,
    quizIntro: templates.coachQuiz,
    quizQuestion: (n, q) => `${n}. ${q}`,
    quizNext: '',
    quizDone: templates.coachQuiz,
    quizStopped: templates.coachIntro,
    lessonSays: templates.coachIntro,
  };
}
