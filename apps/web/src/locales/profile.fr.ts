import type { profileEn } from './profile.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const profileFr: TranslationShape<typeof profileEn> = {
  statuses: {
    college: 'Au collège',
    highschool: 'Au lycée',
    student: 'Étudiant(e)',
    teacher: 'Enseignant(e)',
    other: 'Autre',
  },
  domains: {
    '6': '6e',
    '5': '5e',
    '4': '4e',
    '3': '3e',
    '2': '2de',
    '1': '1re',
    term: 'Terminale',
    health: 'Santé et médecine',
    law_politics: 'Droit et science politique',
    eco: 'Économie et gestion',
    eng_cs: 'Ingénierie et informatique',
    science: 'Sciences',
    shs: 'Sciences humaines et sociales',
    lit_arts: 'Lettres, langues et arts',
    elem: 'École primaire',
    college: 'Collège',
    highschool: 'Lycée',
    univ: 'Université',
    other: 'Un autre niveau…',
  },
  heardFrom: {
    tiktok: 'TikTok',
    instagram: 'Instagram',
    facebook: 'Facebook',
    parents: 'Mes parents',
    youtube: 'YouTube',
    friends: 'Des amis',
    media: 'La presse ou les médias',
    other: 'Ailleurs',
  },
};
