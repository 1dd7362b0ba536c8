import type { limitsEn } from './limits.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const limitsFr: TranslationShape<typeof limitsEn> = {
  upgrade: {
    title: 'Allez plus loin avec Premium',
    includes: 'Premium comprend',
    generations:
      '{{value}} générations par mois : nouveaux cours, fiches, cartes de révision et quiz',
    pdf: 'Vos fiches de révision en PDF, {{value}} exports par mois',
    coach: '{{value}} messages par jour avec le coach',
    price: '{{price}} par mois',
    yearly: 'ou {{price}} par an',
    firstMonth: '−{{percent}} % sur votre premier mois',
    cta: 'Découvrir Premium',
    later: 'Plus tard',
    close: 'Fermer',
  },
  quota: {
    generation_one: '{{count}} génération restante sur {{limit}} ce mois-ci',
    generation_other: '{{count}} générations restantes sur {{limit}} ce mois-ci',
    chat_one: '{{count}} message au coach restant sur {{limit}} aujourd’hui',
    chat_other: '{{count}} messages au coach restants sur {{limit}} aujourd’hui',
  },
};
