import type { McqQuestion } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.ts';
import { termLists } from './extract-lists.ts';
import { lessonModel } from './lesson-model.ts';

/** A lesson written for the purpose, with two lists introduced by a word or two. */
const nervousSystem = `# L'homme perçoit son environnement et y réagit

## Le système nerveux

Le système nerveux est l'ensemble des organes permettant de percevoir l'environnement, d'intégrer les informations et d'y réagir.

On distingue fonctionnellement :

- Système nerveux somatique : vie de relation (mouvements volontaires, sensations conscientes).
- Système nerveux autonome : régulation des fonctions involontaires (cœur, digestion).
- Sympathique : préparation à l'action (stress, fuite).
- Parasympathique : repos et digestion.

### Le neurone

L'unité fonctionnelle est le neurone, cellule excitable spécialisée dans la communication. Structure :

- Dendrites : réception des signaux.
- Axone : conduction du signal électrique vers les terminaisons.
- Synapses : zone de transmission chimique vers une autre cellule.

Les nerfs sont des faisceaux d'axones.

## Activité locomotrice

Une commande motrice volontaire naît dans le cortex moteur, descend par la moelle épinière et emprunte un motoneurone jusqu'au muscle.

Les réflexes (ex : réflexe myotatique) sont des réponses involontaires et rapides traitées directement au niveau de la moelle épinière, sans intervention consciente du cerveau.
`;

describe('lists', () => {
  it('names a list introduced by a word or two with its section’s heading', () => {
    const intros = termLists(lessonModel(nervousSystem, 'fr')).map((list) => list.intro);
    expect(intros).toContain('Le neurone — Structure');
    expect(intros).toContain('Le système nerveux — On distingue fonctionnellement');
  });

  it('takes no list whose intro points back for a question ("En python, il en existe 4")', () => {
    const text = `# Les types

Une variable a un type, qui dit quelle information elle contient. En python, il en existe 4 :

- int : nombre entier.
- float : nombre flottant.
- bool : booléen.
- str : chaîne de caractères.

Les types numériques sont int et float. Une chaîne de caractères est une suite de lettres.
`;
    const model = lessonModel(text, 'fr');
    expect(termLists(model).map((list) => list.intro)).toEqual([]);
  });

  it('asks each list question of a quiz with its own outsider, one the list does not name', async () => {
    const engine = createBuiltinEngine();
    const outsiders: string[] = [];
    const avoid: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({
        text: nervousSystem,
        language: 'fr',
        type: 'mcq',
        avoid,
      });
      avoid.push(...quiz.questions.map((q) => q.prompt));
      const lists = (quiz.questions as McqQuestion[]).filter((q) => q.prompt.includes('PAS dans'));
      outsiders.push(...lists.map((q) => q.answer));
      expect(new Set(lists.map((q) => q.answer)).size).toBe(lists.length);
      // "Parasympathique : repos et digestion": "digestion" is in the list.
      for (const question of lists) {
        const list = termLists(lessonModel(nervousSystem, 'fr')).find((l) =>
          question.prompt.includes(l.intro),
        );
        expect(nervousSystem.slice(list!.start, list!.end)).not.toContain(question.answer);
      }
    }
    expect(outsiders.length).toBeGreaterThan(0);
  });
});
