import type { referralsEn } from './referrals.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const referralsFr: TranslationShape<typeof referralsEn> = {
  title: 'Invitez vos amis',
  intro:
    'Partagez votre lien avec vos camarades. Quand un ami inscrit grâce à lui paie Premium pour la première fois, vous recevez un mois de Premium offert.',
  linkLabel: 'Votre lien de parrainage',
  copy: 'Copier',
  copied: 'Lien copié',
  copyFailed: 'La copie est bloquée ici\u00a0: sélectionnez le lien et copiez-le à la main.',
  share: 'Partager',
  shareText:
    'Je révise avec Study Assistant\u00a0: on ajoute un cours et on obtient une fiche, des cartes et des quiz. Rejoins-moi\u00a0!',
  code: 'Votre code\u00a0: {{code}}',
  stats: {
    invited: 'Amis invités',
    signUps: 'Inscriptions grâce à votre lien',
    premium: 'Passés à Premium',
    monthsEarned: 'Mois offerts gagnés',
  },
  seeSubscription: 'Voir mon abonnement',
  failed: 'Vos chiffres de parrainage n’ont pas pu être chargés.',
  retry: 'Réessayer',
};
