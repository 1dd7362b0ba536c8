import { describe, expect, it } from 'vitest';
import { relationFacts } from './extract-relations.ts';
import { lessonModel } from './lesson-model.ts';

const examplesOf = (text: string) =>
  relationFacts(lessonModel(text, 'fr'))
    .filter((f) => f.kind === 'example')
    .map((f) => [f.category.surface.toLowerCase(), f.items]);

describe('examples', () => {
  it('reads "comme" as "such as" after a category of several things, as "like" otherwise', () => {
    const text = [
      '# Le métabolisme',
      '',
      'Le catabolisme est la dégradation de molécules. L’anabolisme est la synthèse de molécules complexes. Les enzymes du cytosol bactérien assurent le catabolisme et l’anabolisme comme les cellules eucaryotes.',
      '',
      'Les enzymes comme l’amylase ou la lipase sont des protéines. Le catabolisme libère de l’énergie, l’anabolisme en consomme, et les enzymes les contrôlent.',
    ].join('\n');
    const examples = examplesOf(text);
    expect(examples).toContainEqual(['enzymes', ['amylase', 'lipase']]);
    expect(examples.map(([category]) => category)).not.toContain('anabolisme');
  });

  it('takes no clause for an example ("Cities such as Manchester grew very quickly")', () => {
    const text =
      '# Factory towns\n\nFactory workers worked long hours. Cities such as Manchester grew very quickly, and workers lived in crowded houses. Diseases such as cholera and typhus spread easily in the towns. Cities needed clean water.';
    const examples = relationFacts(lessonModel(text, 'en'))
      .filter((f) => f.kind === 'example')
      .flatMap((f) => f.items);
    expect(examples).not.toContain('Manchester grew very quickly');
    expect(examples).toContain('cholera');
  });
});
