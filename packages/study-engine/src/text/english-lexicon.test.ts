import { describe, expect, it } from 'vitest';
import { buildFlashcards } from '../builtin/build-flashcards.ts';
import { lessonModel } from '../builtin/lesson-model.ts';
import { englishTags } from './english-lexicon.ts';

describe('English tags of British spellings', () => {
  it('reads a British spelling the lexicon lacks as the American one', () => {
    expect(englishTags('neutralises')).toEqual(englishTags('neutralizes'));
    expect(englishTags('organising')).toEqual(englishTags('organizing'));
    expect(englishTags('colour')).toEqual(englishTags('color'));
    expect(englishTags('fibre')).toEqual(englishTags('fiber'));
    expect(englishTags('haemoglobin')).toEqual(englishTags('hemoglobin'));
    expect(englishTags('oesophagus')).toEqual(englishTags('esophagus'));
    // A word the lexicon holds keeps its own tags; an unknown one stays unknown.
    expect(englishTags('precise')).toEqual(['JJ']);
    expect(englishTags('photosynthesise')).toBeUndefined();
  });

  it('reads a third person the lexicon lacks as a verb ("emulsifies", "oxidises"), a known plural as a noun', () => {
    expect(englishTags('emulsifies')?.[0]).toBe('VBZ');
    expect(englishTags('oxidises')?.[0]).toBe('VBZ');
    expect(englishTags('enterprises')?.[0]).toBe('NNS');
    const text = `# Digestion

Bile is a green liquid made by the liver and stored in the gall bladder. Bile is not an enzyme: it emulsifies fats, which means it breaks large drops of fat into small droplets. Lipase breaks down lipids into fatty acids and glycerol.
`;
    expect(lessonModel(text, 'en').terms.map((t) => t.surface)).not.toContain('emulsifies fats');
  });

  it('makes no card of a British verb ("What does the lesson say about “neutralises”?")', () => {
    const text = `# Acids and bases

An acid is a substance that releases hydrogen ions when it dissolves in water. A base is a substance that neutralises an acid. Indigestion tablets contain a base that neutralises excess stomach acid. Toothpaste is slightly alkaline because it neutralises the acids made by bacteria.

A titration is a method used to find the volume of acid needed to neutralise a known volume of alkali.
`;
    const terms = buildFlashcards(lessonModel(text, 'en')).map((card) => card.term);
    expect(terms).not.toContain('neutralises');
    expect(terms).not.toContain('neutralise');
    expect(terms).toContain('titration');
  });
});
