import { foldText } from '../text/normalize.ts';

/** What a student asks of the whole lesson rather than of one of its terms. */
export type CoachIntent = 'quiz' | 'key-points';

// Whole questions, folded (lower case, no accents, straight apostrophes), in the interface
// languages the chat's suggested prompts are written in. A question that also names something
// ("What should I remember about the aorta?") is not one of them: it is answered from its passages.
const patterns: [CoachIntent, RegExp][] = [
  [
    'quiz',
    /^(?:(?:can|could) you |please )?(?:quiz|test) me(?: on (?:this|the|my) (?:lesson|course))?(?: please)?$/,
  ],
  ['quiz', /^ask me (?:some )?questions(?: about (?:this|the|my) (?:lesson|course))?$/],
  [
    'quiz',
    /^(?:(?:peux|pourrais)-tu |(?:pouvez|pourriez)-vous )?(?:interroge|teste|questionne)[sz]?-moi(?: sur (?:ce|le|mon) cours)?(?: stp| s'il te plait)?$/,
  ],
  ['quiz', /^pose[sz]?-moi des questions(?: sur (?:ce|le|mon) cours)?$/],
  [
    'key-points',
    /^(?:please )?(?:explain|give me|tell me|what is|what's|what are)(?: me)? the (?:main|key|big) (?:idea|ideas|points?)(?: of (?:this|the|my) (?:lesson|course))?$/,
  ],
  [
    'key-points',
    /^what (?:should|do|must) i (?:need to )?remember(?: from (?:this|the|my) (?:lesson|course))?$/,
  ],
  [
    'key-points',
    /^(?:summari[sz]e|sum up)(?: (?:this|the|my) (?:lesson|course))?$|^(?:what are )?the key points$/,
  ],
  [
    'key-points',
    /^(?:explique|expliquez|donne|donnez)(?:-moi)? l'idee principale(?: du cours)?$|^quelles? (?:est|sont) l(?:'idee|es idees) principales?(?: du cours)?$/,
  ],
  ['key-points', /^que (?:dois-je|faut-il|dois je|faut il) retenir(?: de ce cours| du cours)?$/],
  [
    'key-points',
    /^(?:resume|resumez)(?:-moi)?(?: (?:le|ce|mon) cours)?$|^(?:quels sont )?les points cles(?: du cours)?$/,
  ],
];

/** The intent of a question about the whole lesson (quiz me, what to remember), if it is one. */
export function coachIntent(question: string): CoachIntent | null {
  const folded = foldText(question)
    .replace(/[\s?.!¿¡]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return patterns.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}
