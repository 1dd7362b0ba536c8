import type { dashboardEn } from './dashboard.en.ts';
import type { TranslationShape } from './translation-shape.ts';

/** Le namespace `dashboard` en français : l’écran d’accueil. */
export const dashboardFr: TranslationShape<typeof dashboardEn> = {
  greeting: 'Salut {{name}}, on révise quoi aujourd’hui ?',
  actionsTitle: 'Que voulez-vous faire ?',
  actions: {
    add: {
      title: 'Ajouter un cours',
      body: 'Un document, un texte collé ou des photos de vos notes',
    },
    quiz: { title: 'Nouveau quiz', body: '10 questions sur l’un de vos cours' },
    review: {
      title_one: 'Réviser {{count}} carte',
      title_other: 'Réviser {{count}} cartes',
      body: 'À revoir maintenant, tous cours confondus',
      laterToday_one: 'À revoir maintenant · {{count}} de plus plus tard aujourd’hui',
      laterToday_other: 'À revoir maintenant · {{count}} de plus plus tard aujourd’hui',
    },
    reviewNone: {
      title: 'Cartes',
      body: 'Plus rien à revoir aujourd’hui',
      laterToday_one: 'Rien pour le moment · {{count}} revient plus tard aujourd’hui',
      laterToday_other: 'Rien pour le moment · {{count}} reviennent plus tard aujourd’hui',
    },
    coach: { title: 'Demander au coach', body: 'Vos questions sur un cours, avec ses réponses' },
  },
  recent: {
    title: 'Cours récents',
    all: 'Tous mes cours ({{count}})',
    empty:
      'Aucun cours pour l’instant. Ajoutez le premier : une fiche et des cartes sont prêtes en quelques secondes.',
    preparing: 'En préparation…',
    failed: 'Préparation impossible',
    cards_one: '{{count}} carte',
    cards_other: '{{count}} cartes',
    due_one: '{{count}} à revoir',
    due_other: '{{count}} à revoir',
  },
  progress: {
    title: 'Vos progrès',
    details: 'Voir votre progression',
    quizzes: 'Quiz terminés',
    average: 'Score moyen',
    noAverage: 'Aucun quiz',
    streak: 'Jours d’affilée',
    streakToday: 'Vous avez révisé aujourd’hui',
    streakKeep: 'Révisez aujourd’hui pour continuer',
    streakStart: 'Révisez aujourd’hui pour commencer',
  },
  failed: 'Votre écran d’accueil n’a pas pu être chargé.',
  retry: 'Réessayer',
};
