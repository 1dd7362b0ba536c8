import type { feedbackEn } from './feedback.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const feedbackFr: TranslationShape<typeof feedbackEn> = {
  card: {
    title: 'Comment se passent vos révisions ?',
    body: 'Dites-nous ce qui marche et ce qui coince : nous lisons chaque message.',
    bodyBeta:
      'Nous sommes en bêta : donnez votre avis, avec un commentaire, et profitez de 20 % de réduction sur Premium après le lancement.',
    earned: 'Merci ! Vos 20 % de réduction sur Premium après le lancement sont enregistrés.',
    open: 'Donner mon avis',
  },
  dialog: {
    title: 'Votre avis',
    description: 'Que pensez-vous de Study Assistant ?',
    close: 'Fermer',
  },
  moodsLabel: 'Votre humeur',
  moods: {
    very_bad: 'Très mauvais',
    bad: 'Mauvais',
    neutral: 'Neutre',
    good: 'Bien',
    very_good: 'Très bien',
  },
  comment: 'Commentaire',
  commentHint: 'Que devons-nous garder, corriger ou ajouter ?',
  commentBetaHint: 'Un commentaire vous fait gagner la récompense bêta de 20 %.',
  send: 'Envoyer',
  sending: 'Envoi…',
  thanks: 'Merci pour votre avis !',
  rewardEarned: 'Vous avez gagné 20 % de réduction sur chaque paiement Premium après le lancement.',
  rewardAlready: 'Votre récompense bêta de 20 % est déjà enregistrée.',
  another: 'Donner un autre avis',
  done: 'Fermer',
  support: {
    title: 'Nous contacter',
    intro:
      'Une question, un souci avec votre compte ou un paiement ? Écrivez-nous : nous répondons par e-mail.',
    subject: 'Objet',
    message: 'Votre message',
    send: 'Envoyer',
    sending: 'Envoi…',
    sent: 'Message envoyé. Nous vous répondrons à {{email}}.',
    another: 'Écrire un autre message',
  },
};
