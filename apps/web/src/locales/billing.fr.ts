import type { billingEn } from './billing.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const billingFr: TranslationShape<typeof billingEn> = {
  subscription: {
    intro:
      'Révisez sans compter\u00a0: plus de générations, vos fiches en PDF et un coach disponible.',
    currentPlan: 'Offre actuelle\u00a0: {{plan}}',
    plans: { free: 'Gratuite', premium: 'Premium' },
    sandbox:
      'Mode test\u00a0: les paiements passent par une page de paiement de test avec des cartes de test. Aucun argent n’est débité.',
    checkoutSuccess: 'Bienvenue dans Premium\u00a0! Votre paiement est passé.',
    checkoutCanceled: 'Paiement annulé\u00a0: rien n’a été débité.',
    failed: 'Votre abonnement n’a pas pu être chargé.',
    retry: 'Réessayer',
    choose: 'Choisissez votre offre',
    interval: 'Période de facturation',
    intervals: { month: 'Mensuel', year: 'Annuel' },
    yearlySaving: '−{{percent}}\u00a0%',
    free: {
      description: 'Tout pour bien démarrer.',
      price: 'Gratuit',
      features: {
        generations: '{{value}} générations par mois',
        coach: '{{value}} messages par jour avec le coach',
        study: 'Fiches de révision, flashcards et quiz',
        noPdf: 'Pas d’export PDF des fiches',
      },
    },
    premium: {
      description: 'Pour les semaines d’examens, et toutes les autres.',
      features: {
        generations: '{{value}} générations par mois',
        pdf: 'Vos fiches en PDF, {{value}} exports par mois',
        coach: '{{value}} messages par jour avec le coach',
        everything: 'Tout ce que contient l’offre gratuite',
      },
      perMonth: 'par mois',
      perYear: 'par an',
      firstMonth: 'le premier mois',
      then: 'puis {{price}} par mois',
      thenYear: 'puis {{price}} par an',
      monthlyEquivalent: 'soit {{price}} par mois',
      discounts: {
        first_month: '−{{percent}}\u00a0% le premier mois',
        beta_reward: '−{{percent}}\u00a0% récompense bêta',
      },
    },
    current: 'Votre offre',
    upgrade: 'Passer à Premium',
    upgradeYearly: 'Passer à Premium pour un an',
    redirecting: 'Ouverture de la page de paiement…',
    betaEarned:
      'Merci pour votre avis pendant la bêta\u00a0: vous avez gagné {{percent}}\u00a0% de réduction sur chaque paiement dès le lancement de l’application.',
    betaApplies:
      'Votre récompense bêta s’applique\u00a0: {{percent}}\u00a0% de réduction sur chaque paiement.',
    premiumUntil: 'Premium offert jusqu’au {{date}}, grâce à vos parrainages.',
    premiumUntilThenSubscribe:
      'Abonnez-vous à la fin de cette période pour garder Premium\u00a0; vous abonner avant fait démarrer vos paiements le jour même.',
    status: {
      title: 'Votre abonnement',
      summary: 'Premium · {{interval}}',
      active: 'Actif',
      trialing: 'Mois offert',
      past_due: 'Paiement refusé',
      renews: 'Renouvellement le {{date}} pour {{price}}.',
      freeUntil: 'Offert jusqu’au {{date}}, puis {{price}}.',
      ends: 'Se termine le {{date}}\u00a0: vous gardez Premium jusque-là.',
      pastDue:
        'Votre dernier paiement n’est pas passé. Vous gardez Premium pendant les nouvelles tentatives\u00a0: vérifiez votre carte.',
      cancel: 'Résilier mon abonnement',
      cancelTitle: 'Résilier Premium\u00a0?',
      cancelBody:
        'Plus rien ne sera débité. Vous gardez Premium jusqu’au {{date}}, puis votre compte repasse en offre gratuite\u00a0: vos cours restent.',
      cancelConfirm: 'Résilier à la fin de la période',
      keep: 'Garder Premium',
      resume: 'Garder mon abonnement',
      cancelled: 'Votre abonnement se termine le {{date}}.',
      resumed: 'Votre abonnement continue.',
      manage: 'Moyen de paiement et factures',
    },
    clock: {
      title: 'Horloge de test (sandbox)',
      body: 'Passez tout de suite à la date de renouvellement pour voir ce qui se passe quand le paiement passe, ou est refusé.',
      paid: 'Renouveler avec la carte acceptée',
      declined: 'Renouveler avec une carte refusée',
      retry: 'Relancer le paiement',
      done: 'L’horloge de test est passée à la date de renouvellement.',
    },
    history: {
      title: 'Paiements',
      date: 'Date',
      amount: 'Montant',
      status: 'État',
      paid: 'Payé',
      failed: 'Refusé',
    },
  },
  checkout: {
    testMode: 'Mode test',
    testBanner:
      'Ceci est la page de paiement de test\u00a0: aucune carte n’est débitée et aucun argent ne circule. Configurez Stripe pour encaisser de vrais paiements.',
    product: 'Study Assistant Premium',
    monthly: 'Abonnement mensuel',
    yearly: 'Abonnement annuel',
    price: 'Premium, {{interval}}',
    discount: {
      first_month: 'Premier mois −{{percent}}\u00a0%',
      beta_reward: 'Récompense bêta −{{percent}}\u00a0%',
    },
    total: 'À payer aujourd’hui',
    thenMonthly: 'Puis {{price}} chaque mois. Résiliable à tout moment.',
    thenYearly: 'Puis {{price}} chaque année. Résiliable à tout moment.',
    payTitle: 'Payer avec une carte de test',
    email: 'E-mail',
    card: 'Carte de test',
    cards: {
      success: { number: '4242 4242 4242 4242', label: 'Acceptée' },
      declined: { number: '4000 0000 0000 0002', label: 'Refusée' },
    },
    pay: 'Payer {{price}}',
    paying: 'Paiement…',
    cancel: 'Annuler et revenir',
    loading: 'Chargement de la page de paiement…',
    paid: 'Ce paiement a déjà été effectué.',
    expired: 'Cette page de paiement a expiré. Recommencez depuis la page d’abonnement.',
    back: 'Retour à mon abonnement',
  },
};
