import type { progressEn } from './progress.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const progressFr: TranslationShape<typeof progressEn> = {
  subtitle: 'Vos cartes, les révisions à venir, vos scores aux quiz et vos jours de travail.',
  cards: {
    title: 'Vos cartes',
    learned: 'Apprises',
    learning: 'En cours d’apprentissage',
    new: 'Pas encore étudiées',
    summary_one: '{{learned}} carte apprise sur {{count}}.',
    summary_other: '{{learned}} cartes apprises sur {{count}}.',
  },
  due: {
    title: 'Cartes à revoir dans les {{count}} prochains jours',
    summary_one:
      '{{count}} carte à revoir dans les {{days}} prochains jours, dont {{today}} aujourd’hui.',
    summary_other:
      '{{count}} cartes à revoir dans les {{days}} prochains jours, dont {{today}} aujourd’hui.',
    series: 'Cartes à revoir',
    today: 'Aujourd’hui',
    day: 'Jour',
    count: 'Cartes',
  },
  scores: {
    title: 'Scores aux quiz par cours',
    summary_one: 'Les scores de vos quiz sur {{count}} cours, du plus ancien au plus récent.',
    summary_other: 'Les scores de vos quiz sur {{count}} cours, du plus ancien au plus récent.',
    empty: 'Terminez un quiz pour voir vos scores ici.',
    lesson: 'Cours',
    date: 'Date',
    score: 'Score',
  },
  days: {
    title: 'Jours de travail',
    summary_one: 'Vous avez travaillé {{count}} jour sur les {{days}} derniers.',
    summary_other: 'Vous avez travaillé {{count}} jours sur les {{days}} derniers.',
    studied: '{{day}} : travaillé',
    rest: '{{day}} : pas de travail',
  },
  table: 'Voir les chiffres sous forme de tableau',
  failed: 'Votre progression n’a pas pu être chargée.',
  retry: 'Réessayer',
};
