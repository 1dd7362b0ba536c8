import { errorMessages } from '@study/shared';
import type { en } from './en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const fr: TranslationShape<typeof en> = {
  app: {
    name: 'Study Assistant',
    tagline: 'Vos cours, prêts à réviser.',
  },
  nav: {
    main: 'Navigation principale',
    dashboard: 'Accueil',
    lessons: 'Cours',
    quizzes: 'Quiz',
    chat: 'Coach',
    settings: 'Paramètres',
    back: 'Retour',
    skipToContent: 'Aller au contenu',
  },
  routes: {
    login: 'Connexion',
    register: 'Créer un compte',
    'forgot-password': 'Mot de passe oublié',
    'reset-password': 'Réinitialiser le mot de passe',
    onboarding: 'Bienvenue',
    dashboard: 'Accueil',
    lessons: 'Cours',
    lesson: 'Cours',
    chat: 'Coach',
    quizzes: 'Quiz',
    quizz: 'Quiz',
    'quizz-result': 'Résultat du quiz',
    settings: 'Paramètres',
    'settings-infos': 'Mes informations',
    'settings-change-password': 'Changer de mot de passe',
    'settings-terms': 'Conditions d’utilisation',
    'settings-report-bug': 'Signaler un bug',
    'settings-support': 'Contacter le support',
    'settings-feedback': 'Donner mon avis',
    'settings-subscription': 'Abonnement',
    'settings-affiliation': 'Inviter des amis',
    'not-found': 'Page introuvable',
  },
  preferences: {
    title: 'Préférences',
    language: 'Langue',
    theme: 'Thème',
    themes: {
      light: 'Clair',
      dark: 'Sombre',
      system: 'Système',
    },
    languages: {
      en: 'English',
      fr: 'Français',
    },
  },
  settings: {
    account: 'Compte',
    about: 'À propos',
    version: 'Version {{version}}',
    serverStatus: 'État du serveur',
    serverOk: 'Tout fonctionne',
    serverDegraded: 'La base de données ne répond pas',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  crash: {
    title: 'Un problème est survenu',
    body: 'La page a rencontré un problème. Recharger la page suffit en général.',
    reload: 'Recharger la page',
  },
  common: {
    loading: 'Chargement…',
  },
  errors: errorMessages('fr'),
};
