import type { LessonLanguage, OpenAnswerGrade } from '@study/shared';
import { matchesAnswer } from '../match-answer.ts';
import { languagePacks, fillTemplate } from '../text/language-pack.ts';
import { editDistance, foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';

export interface GradeRequest {
  question: string;
  expected: string;
  answer: string;
  language: LessonLanguage;
}

function contentWords(text: string, language: LessonLanguage): string[] {
  const { stopWords } = languagePacks[language];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: string[] = [];
  for (const piece of segmenter.segment(text)) {
    if (!piece.isWordLike) continue;
    const fold = foldText(piece.segment);
    if (stopWords.has(fold)) continue;
    words.push(stemWord(fold, language));
  }
  return words;
}

function close(a: string, b: string): boolean {
  if (a === b) return true;
  const allowed = a.length >= 9 ? 2 : a.length >= 5 ? 1 : 0;
  return allowed > 0 && editDistance(a, b, allowed) <= allowed;
}

/**
 * Grades an open answer against the lesson's model answer by the share of its key words the student
 * gave (typos, accents and case forgiven; words of the question itself give no credit): 1 from 60%,
 * 0.5 from 30%, else 0, with a short feedback in the lesson's language.
 */
export function gradeOpenAnswer(request: GradeRequest): OpenAnswerGrade {
  const { templates } = languagePacks[request.language];
  const expected = request.expected.trim();
  const feedback = (template: string) => fillTemplate(template, { expected });
  if (matchesAnswer(expected, request.answer)) return { score: 1, feedback: templates.correct };
  const given = new Set(contentWords(request.answer, request.language));
  if (given.size === 0) return { score: 0, feedback: feedback(templates.wrong) };
  const asked = new Set(contentWords(request.question, request.language));
  const all = [...new Set(contentWords(expected, request.language))];
  const target = all.filter((w) => !asked.has(w));
  const wanted = target.length > 0 ? target : all;
  const found = wanted.filter((w) => [...given].some((g) => close(w, g))).length;
  const share = wanted.length > 0 ? found / wanted.length : 0;
  if (share >= 0.6) return { score: 1, feedback: templates.correct };
  if (share >= 0.3) return { score: 0.5, feedback: feedback(templates.partial) };
  return { score: 0, feedback: feedback(templates.wrong) };
}
