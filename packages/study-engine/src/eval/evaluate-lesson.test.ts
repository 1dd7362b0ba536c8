import { describe, expect, it } from 'vitest';
import { isDangling } from './evaluate-lesson.ts';

describe('isDangling', () => {
  it('flags an answer that opens on a word pointing back', () => {
    expect(isDangling('Il existe également sous la forme de tissu adipeux brun.', 'fr')).toBe(true);
    expect(isDangling('Elle se déroule dans les chloroplastes.', 'fr')).toBe(true);
    expect(isDangling("Il s'agit d'une enzyme digestive.", 'fr')).toBe(true);
    expect(isDangling('On utilise ce test pour prédire ces domaines.', 'fr')).toBe(true);
    expect(isDangling('It is also a hormone.', 'en')).toBe(true);
    expect(isDangling('What is a cell?', 'en')).toBe(true);
  });

  it('lets impersonal French openings and naming stand alone', () => {
    expect(isDangling('Il existe également des polymères, composés de monomères.', 'fr')).toBe(
      false,
    );
    expect(isDangling("Il existe d'autres liaisons, plus faibles.", 'fr')).toBe(false);
    expect(isDangling("Il existe également d'éventuels intermédiaires.", 'fr')).toBe(false);
    expect(isDangling('Il y a plus de gras autour des organes vitaux.', 'fr')).toBe(false);
    expect(
      isDangling('Il faut deux allèles récessifs pour que le caractère apparaisse.', 'fr'),
    ).toBe(false);
    expect(
      isDangling('On appelle effet Joule le dégagement de chaleur dans un conducteur.', 'fr'),
    ).toBe(false);
    expect(isDangling('La monnaie est un instrument accepté par tous.', 'fr')).toBe(false);
  });
});
