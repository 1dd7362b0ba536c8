import {
  deleteConfirmationWords,
  isInterfaceLanguage,
  passwordRules,
  type ErrorCode,
} from '@study/shared';
import { useTranslation } from 'react-i18next';

/** Translates a field's error code, filling the placeholders the catalogue's messages use. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (code: ErrorCode) =>
    t(`errors.${code}`, {
      min: passwordRules.min,
      max: passwordRules.max,
      word: deleteConfirmationWords[language],
    });
}
