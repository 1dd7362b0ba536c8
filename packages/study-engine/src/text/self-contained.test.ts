import { describe, expect, it } from 'vitest';
import { leansAfterOpening, leansOnContext, pointsBack } from './self-contained.ts';

describe('sentences that stand alone', () => {
  it('reads "It is (also) important to note…" as standing alone, "It…" as pointing back', () => {
    expect(leansOnContext('It is important to note that grief has no fixed order.', 'en')).toBe(
      false,
    );
    expect(
      leansOnContext('It is also important to note that some psychologists disagree.', 'en'),
    ).toBe(false);
    expect(leansOnContext('It is also a hormone.', 'en')).toBe(true);
  });

  it('reads "Sinon, …", "Dans l\'autre cas, …" and "In that case, …" as pointing back to the case before', () => {
    expect(leansOnContext('Sinon, ce sont des hétéropolymères (ex: Protéines).', 'fr')).toBe(true);
    expect(leansOnContext("Dans l'autre cas, elle est apolaire.", 'fr')).toBe(true);
    expect(leansOnContext('Dans le cas contraire, la réaction est lente.', 'fr')).toBe(true);
    expect(leansOnContext('In that case, the reaction is slow.', 'en')).toBe(true);
    expect(leansOnContext('If not, the cell divides again.', 'en')).toBe(true);
    expect(leansOnContext('Dans certains cas, la réaction est lente.', 'fr')).toBe(false);
    expect(leansOnContext('In most cases, the reaction is slow.', 'en')).toBe(false);
  });

  it('reads no clause that goes on past a comma as an opening phrase ("X states that, other things being equal, …")', () => {
    expect(
      leansAfterOpening(
        'The law of demand states that, other things being equal, when the price rises, demand falls.',
        'en',
      ),
    ).toBe(false);
    expect(leansAfterOpening('On 26 August 1789, it adopted the Declaration.', 'en')).toBe(true);
    expect(
      leansAfterOpening('La loi énonce que, à température constante, elle augmente.', 'fr'),
    ).toBe(false);
  });

  it('reads "such as" after an opening clause as an example, not as pointing back', () => {
    expect(
      leansAfterOpening('A price ceiling is a maximum legal price, such as rent control.', 'en'),
    ).toBe(false);
    expect(leansAfterOpening('In 1789, such reforms were rare.', 'en')).toBe(true);
  });

  it('reads "does the same job" as pointing back to the role the sentence before gave', () => {
    expect(pointsBack('A circuit breaker does the same job but can be reset.', 'en')).toBe(true);
    expect(pointsBack('Le disjoncteur joue le même rôle que le fusible.', 'fr')).toBe(false);
    expect(pointsBack('Le disjoncteur joue le même rôle.', 'fr')).toBe(true);
    expect(pointsBack('The same current flows through every component.', 'en')).toBe(false);
  });

  it('reads a demonstrative before a noun its own sentence names as pointing inside it', () => {
    const density =
      "La masse volumique d'une substance est la masse d'un litre de cette substance.";
    expect(pointsBack(density, 'fr')).toBe(false);
    expect(pointsBack('La masse d’un litre de cette substance est de 920 kg.', 'fr')).toBe(true);
    expect(
      pointsBack(
        'People with hoarding disorder keep possessions, however useless these possessions are.',
        'en',
      ),
    ).toBe(false);
    expect(pointsBack('Winston Churchill used this expression in 1946.', 'en')).toBe(true);
  });
});
