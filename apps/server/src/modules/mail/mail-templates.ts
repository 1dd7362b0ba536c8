import { escapeHtml, type InterfaceLanguage } from '@study/shared';
import type { MailMessage } from './mail-message.ts';

type Copy = { subject: string; intro: string; action: string; outro: string };

const copies = {
  verifyEmail: {
    en: {
      subject: 'Confirm your email',
      intro: 'Welcome! Confirm your email address to start revising with Study Assistant.',
      action: 'Confirm my email',
      outro: 'If you did not create an account, you can ignore this email.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      intro:
        'Bienvenue ! Confirmez votre adresse e-mail pour commencer à réviser avec Study Assistant.',
      action: 'Confirmer mon adresse',
      outro: 'Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your password',
      intro:
        'Someone asked to reset the password of your Study Assistant account. The link works once, for one hour.',
      action: 'Choose a new password',
      outro: 'If it was not you, ignore this email: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      intro:
        'Une réinitialisation du mot de passe de votre compte Study Assistant a été demandée. Le lien fonctionne une fois, pendant une heure.',
      action: 'Choisir un nouveau mot de passe',
      outro: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe ne change pas.',
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new email',
      intro: 'Confirm this address to use it for your Study Assistant account.',
      action: 'Confirm my new email',
      outro: 'If you did not ask for this change, ignore this email: nothing changes.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      intro: 'Confirmez cette adresse pour l’utiliser avec votre compte Study Assistant.',
      action: 'Confirmer ma nouvelle adresse',
      outro: 'Si vous n’avez pas demandé ce changement, ignorez cet e-mail : rien ne change.',
    },
  },
  existingAccount: {
    en: {
      subject: 'You already have an account',
      intro:
        'Someone tried to create a Study Assistant account with this email, but you already have one. Sign in instead, or reset your password if you forgot it.',
      action: 'Sign in',
      outro: 'If it was not you, you can ignore this email.',
    },
    fr: {
      subject: 'Vous avez déjà un compte',
      intro:
        'Quelqu’un a essayé de créer un compte Study Assistant avec cette adresse, mais vous en avez déjà un. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
      action: 'Me connecter',
      outro: 'Si ce n’était pas vous, ignorez simplement cet e-mail.',
    },
  },
  paymentFailed: {
    en: {
      subject: 'Your Premium payment did not go through',
      intro:
        'We could not take the payment for your Study Assistant Premium subscription. You keep Premium while the payment is retried: check your card to keep it going.',
      action: 'See my subscription',
      outro: 'If you meant to stop Premium, you can ignore this email: it will end by itself.',
    },
    fr: {
      subject: 'Votre paiement Premium n’est pas passé',
      intro:
        'Nous n’avons pas pu encaisser le paiement de votre abonnement Study Assistant Premium. Vous gardez Premium pendant les nouvelles tentatives : vérifiez votre carte pour continuer.',
      action: 'Voir mon abonnement',
      outro:
        'Si vous vouliez arrêter Premium, ignorez cet e-mail : l’abonnement s’arrêtera de lui-même.',
    },
  },
} satisfies Record<string, Record<InterfaceLanguage, Copy>>;

export type MailKind = keyof typeof copies;

/** The mail of `kind` in `language`, whose button leads to `url`. */
export function renderMail(
  kind: MailKind,
  language: InterfaceLanguage,
  to: string,
  url: string,
): MailMessage {
  const copy: Copy = copies[kind][language];
  const text = `${copy.intro}\n\n${copy.action}: ${url}\n\n${copy.outro}\n\n— Study Assistant\n`;
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">${escapeHtml(copy.subject)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px">${escapeHtml(copy.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(copy.action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#475569;padding-bottom:8px">${escapeHtml(copy.outro)}</td></tr>
<tr><td style="font-size:12px;color:#94a3b8;word-break:break-all">${escapeHtml(url)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject: copy.subject, text, html, links: [url] };
}
