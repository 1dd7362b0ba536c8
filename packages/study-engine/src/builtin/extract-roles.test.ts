import type { LessonLanguage } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { roleFacts } from './extract-roles.ts';
import { lessonModel } from './lesson-model.ts';

const roles = (text: string, language: LessonLanguage) =>
  roleFacts(lessonModel(text, language)).map((f) => [f.written, f.form, f.role]);

describe('roleFacts', () => {
  it('reads what a subject does from the verb that follows it, singular, plural or past', () => {
    const text = `# Cells

The nucleus controls the activities of the cell and contains the genetic material. The cell membrane controls what enters and leaves the cell. Red blood cells carry oxygen around the body. The cytoplasm is a jelly-like substance. Root hair cells have a long extension. In 1665, Robert Hooke looked at cork under a microscope. Sigmund Freud developed psychoanalysis in Vienna.
`;
    expect(roles(text, 'en')).toEqual([
      [
        'nucleus',
        'singular',
        'controls the activities of the cell and contains the genetic material',
      ],
      ['cell membrane', 'singular', 'controls what enters and leaves the cell'],
      ['red blood cells', 'plural', 'carry oxygen around the body'],
      ['Sigmund Freud', 'past', 'developed psychoanalysis in Vienna'],
    ]);
  });

  it('reads a plural noun before a plural verb and its object as the subject ("childhood experiences shape our…")', () => {
    const text = `# Freud

For Freud, childhood experiences shape our personalities and behavior as adults. The nucleus controls the activities of the cell.
`;
    const found = roles(text, 'en');
    expect(found.map(([written]) => written)).not.toContain('childhood');
    expect(found).toContainEqual(['nucleus', 'singular', 'controls the activities of the cell']);
  });

  it('takes no role that points back to what the sentence before said', () => {
    const en = `# Immunity

Memory cells remember a pathogen for years. Vaccination uses this memory. Vaccines protect the whole population.
`;
    expect(roles(en, 'en').map(([subject]) => subject)).toEqual(['memory cells', 'vaccines']);
    const fr = `# Immunité

Les cellules mémoires gardent le souvenir du pathogène. La vaccination utilise cette mémoire. Les vaccins protègent la population.
`;
    expect(roles(fr, 'fr').map(([subject]) => subject)).toEqual(['cellules mémoires', 'vaccins']);
  });

  it('takes no adjective for a subject and no plural noun for a verb', () => {
    const text = `# Membranes

Anatomical terms derive from ancient Greek and Latin words. Phosphate heads are attracted to water. Membrane proteins that aid in passive transport do so without ATP. The heart rate increases during exercise. The tissue found in bones was hard.
`;
    // "Anatomical terms" is the subject of "derive"; "heads", "proteins" and "rate" are no verbs,
    // "found" is a participle.
    expect(roles(text, 'en')).toEqual([
      ['anatomical terms', 'plural', 'derive from ancient Greek and Latin words'],
    ]);
  });

  it('reads the clause after a short opening phrase with no verb, and a subject joined by "de"', () => {
    const fr = `# 1789

Dans la nuit du 4 août 1789, l'Assemblée abolit les privilèges. Le 14 juillet 1789, le peuple de Paris prend la Bastille. Louis XVI a convoqué les états généraux. Quand le roi refuse, les députés se révoltent.
`;
    expect(roles(fr, 'fr')).toEqual([
      ['Assemblée', 'singular', 'abolit les privilèges'],
      ['peuple de Paris', 'singular', 'prend la Bastille'],
      ['Louis XVI', 'past', 'a convoqué les états généraux'],
    ]);
    const en = `# Cells

In 1839, Theodor Schwann proposed that animals are made of cells. When the heart contracts, blood leaves the heart.
`;
    expect(roles(en, 'en')).toEqual([
      ['Theodor Schwann', 'past', 'proposed that animals are made of cells'],
    ]);
  });

  it('reads French verbs with their accents, and no adjective that a verb follows', () => {
    const text = `# La cellule

La membrane plasmique délimite la cellule et contrôle les échanges. Les mitochondries produisent l'énergie de la cellule. La réaction inverse est l'hydrolyse. La membrane interne possède des crêtes. Le cytoplasme est un liquide.
`;
    expect(roles(text, 'fr')).toEqual([
      ['membrane plasmique', 'singular', 'délimite la cellule et contrôle les échanges'],
      ['mitochondries', 'plural', "produisent l'énergie de la cellule"],
    ]);
  });
  it('reads a participle that goes on with its subject as no past ("bone marrow found within bones stores…")', () => {
    const text = `# Bones

The bone marrow found within bones stores fat. The tension produced by muscle tone allows muscles to stabilize joints. The chyme released from the stomach enters the small intestine. Milk produced in the first days, provides antibodies. Tyre worked long hours for little pay. Freud continued to work to refine talk therapy.
`;
    const found = roles(text, 'en');
    expect(found.map(([, , role]) => role).join(' | ')).not.toMatch(
      /found within|produced|released/,
    );
    const said = found.map(([, form, role]) => `${form} ${role}`);
    expect(said).toContain('past worked long hours for little pay');
    expect(said).toContain('past continued to work to refine talk therapy');
  });
});
