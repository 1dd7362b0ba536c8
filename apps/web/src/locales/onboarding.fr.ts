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
  heardFrom: 'Comment nous avez-vous connus ?',
  heardFromPick: 'Choisissez une réponse (facultatif)',
  submit: 'Commencer à réviser',
  signOut: 'Ce n’est pas vous ? Se déconnecter',
};
