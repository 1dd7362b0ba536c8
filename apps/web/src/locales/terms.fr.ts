import type { termsEn } from './terms.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const termsFr: TranslationShape<typeof termsEn> = {
  title: 'Conditions d’utilisation et confidentialité',
  updated: 'Dernière mise à jour : 22 novembre 2026',
  sections: {
    service: {
      title: '1. Le service',
      body: 'Study Assistant transforme les cours que vous ajoutez (un PDF, un fichier Word, un texte collé ou des photos de vos notes) en fiche de révision, cartes, quiz et en un coach à qui poser vos questions sur le cours. Il s’adresse aux élèves, étudiants et enseignants, du collège à l’université.\n\nCe que l’application génère vient de votre cours. Des erreurs restent possibles : vérifiez avec votre cours avant une évaluation.',
    },
    account: {
      title: '2. Votre compte',
      body: 'Il vous faut un compte avec une adresse e-mail confirmée. Gardez votre mot de passe pour vous ; vous pouvez activer la connexion en deux étapes dans les paramètres. Si vous n’avez pas l’âge auquel votre pays vous permet de consentir seul à un service en ligne, demandez l’accord d’un parent ou tuteur avant de vous inscrire.',
    },
    minors: {
      title: '3. Si vous avez moins de 15 ans',
      body: 'Avant 15 ans, vous ne pouvez utiliser Study Assistant qu’avec l’accord d’un parent ou tuteur. Quand la date de naissance que vous indiquez montre que vous avez moins de 15 ans, nous vous demandons de confirmer cet accord, et nous enregistrons la date de cette confirmation ; sans elle, le compte ne peut pas être configuré.\n\nVotre parent ou tuteur peut lire ces conditions avec vous, nous demander ce que nous conservons sur vous, télécharger vos données ou supprimer votre compte à tout moment, depuis les paramètres ou en nous écrivant. Nous n’affichons aucune publicité et ne vendons pas vos données.',
    },
    lessons: {
      title: '4. Vos cours et vos fichiers',
      body: 'Vos cours restent à vous. Nous les conservons, avec leurs fichiers d’origine et ce qui en est généré, uniquement pour vous rendre le service ; personne d’autre ne peut les ouvrir. N’ajoutez que des contenus que vous avez le droit d’utiliser (vos notes, les documents de vos cours).\n\nSupprimer un cours supprime sa fiche, ses cartes, ses quiz, ses conversations et ses fichiers d’origine.',
    },
    ai: {
      title: '5. Comment vos cours sont traités',
      body: 'Par défaut, les fiches, cartes, quiz et réponses du coach sont calculés par notre propre moteur, sur nos serveurs, sans aucun service extérieur. Si l’exploitant de cette installation active un fournisseur d’IA externe, les passages de votre cours utiles à une demande lui sont envoyés pour produire la réponse ; ils ne servent pas à entraîner des modèles pour notre compte.',
    },
    plans: {
      title: '6. Offres et paiements',
      body: 'L’offre gratuite comprend un nombre de générations par mois et de messages au coach par jour. Premium coûte 7,99 EUR par mois ou 59,99 EUR par an, avec 50 % de réduction sur votre premier paiement mensuel ; il relève ces limites et ajoute l’export PDF des fiches.\n\nVous pouvez résilier à tout moment : Premium reste actif jusqu’à la fin de la période payée et n’est pas renouvelé. Pendant la bêta, un avis avec un commentaire vous fait gagner 20 % de réduction sur chaque paiement Premium après le lancement.',
    },
    use: {
      title: '7. Usage loyal',
      body: 'N’utilisez pas le service pour stocker ou partager des contenus illicites, pour l’attaquer ou attaquer d’autres utilisateurs, ni pour contourner ses limites. Nous pouvons suspendre un compte qui le fait, en prévenant son titulaire quand c’est possible.',
    },
    privacy: {
      title: '8. Vos données et votre vie privée',
      body: 'Nous gardons ce que vous nous confiez : votre e-mail, les réponses de votre profil, vos cours et fichiers, votre historique de révision (révisions, réponses aux quiz, conversations) et les messages que vous nous envoyez. Nous ne les vendons pas et n’affichons aucune publicité.\n\nNous utilisons un seul cookie de session pour vous garder connecté, et aucun cookie de suivi. Dans les paramètres, « Télécharger mes données » vous donne tout dans un fichier ZIP, et supprimer votre compte efface chaque ligne et chaque fichier qui vous appartient.',
    },
    contact: {
      title: '9. Modifications et contact',
      body: 'Si ces conditions changent, nous vous prévenons dans l’application avant que le changement s’applique. Pour toute question, écrivez-nous depuis la page de contact dans les paramètres.',
    },
  },
};
