import type { onboardingEn } from './onboarding.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const onboardingFr: TranslationShape<typeof onboardingEn> = {
  subtitle:
    'Parlez-nous un peu de vous pour adapter vos révisions à vos études. Cela prend 30 secondes.',
  username: 'Nom d’utilisateur',
  usernameHint: '3 à 30 lettres, chiffres, points, tirets ou tirets bas.',
  birthdate: 'Date de naissance',
  birthdatePlaceholder: 'JJ/MM/AAAA',
  status: 'Je suis…',
  domain: 'Matière ou niveau',
  domainPick: 'Choisissez votre classe ou filière (facultatif)',
  domainFirst: 'Indiquez d’abord ce que vous êtes',
  frenchSystem: 'Système scolaire français',
  domainOther: 'Votre niveau',
  domainOtherHint: 'Comme votre établissement le nomme, par exemple Grade 10, Year 11 ou BTS.',
  parentalConsent: 'Un parent ou tuteur accepte que j’utilise Study Assistant',
  parentalConsentHint:
    'Avant 15 ans, son accord est nécessaire pour avoir un compte (voir « Si vous avez moins de 15 ans » dans les conditions). Il peut télécharger vos données ou supprimer votre compte à tout moment.',
  heardFrom: 'Comment nous avez-vous connus ?',
  heardFromPick: 'Choisissez une réponse (facultatif)',
  submit: 'Commencer à réviser',
  signOut: 'Ce n’est pas vous ? Se déconnecter',
};
