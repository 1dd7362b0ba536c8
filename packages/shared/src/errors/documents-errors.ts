import { defineErrors } from './define-errors.ts';

/** Failures of lesson sources: uploads, type checks, parsing, OCR and pasted text. */
export const documentsErrors = defineErrors({
  UPLOAD_TOO_LARGE: {
    status: 413,
    message: {
      en: 'Your files are too large: {{maxMb}} MB at most in total. Try a smaller file or fewer photos',
      fr: 'Vos fichiers sont trop volumineux : {{maxMb}} Mo au maximum au total. Essayez un fichier plus léger ou moins de photos',
    },
  },
  TOO_MANY_FILES: {
    status: 400,
    message: {
      en: 'Too many files: add one document, or up to {{maxPhotos}} photos',
      fr: 'Trop de fichiers : ajoutez un seul document, ou jusqu’à {{maxPhotos}} photos',
    },
  },
  NO_FILE: {
    status: 400,
    message: {
      en: 'Add a document or at least one photo to create your lesson',
      fr: 'Ajoutez un document ou au moins une photo pour créer votre leçon',
    },
  },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    message: {
      en: 'This type of file is not supported. Use a PDF, DOCX or TXT document, or JPG, PNG or HEIC photos',
      fr: 'Ce type de fichier n’est pas pris en charge. Utilisez un document PDF, DOCX ou TXT, ou des photos JPG, PNG ou HEIC',
    },
  },
  FILE_TYPE_MISMATCH: {
    status: 415,
    message: {
      en: '“{{name}}” is not really a {{expected}} file. Export it again in the right format and retry',
      fr: '« {{name}} » n’est pas vraiment un fichier {{expected}}. Exportez-le de nouveau au bon format puis réessayez',
    },
  },
  FILE_CORRUPT: {
    status: 422,
    message: {
      en: 'We could not open “{{name}}”: the file seems damaged. Open it on your device, save it again and retry',
      fr: 'Nous n’avons pas pu ouvrir « {{name}} » : le fichier semble abîmé. Ouvrez-le sur votre appareil, enregistrez-le de nouveau et réessayez',
    },
  },
  FILE_UNSAFE: {
    status: 422,
    message: {
      en: '“{{name}}” unpacks to far more data than a lesson needs, so we did not open it. Save it again without embedded media and retry',
      fr: '« {{name}} » contient bien plus de données qu’une leçon n’en demande, nous ne l’avons donc pas ouvert. Enregistrez-le de nouveau sans médias intégrés et réessayez',
    },
  },
  PDF_ENCRYPTED: {
    status: 422,
    message: {
      en: 'This PDF is protected by a password. Remove the protection (or print it to a new PDF) and retry',
      fr: 'Ce PDF est protégé par un mot de passe. Retirez la protection (ou imprimez-le dans un nouveau PDF) puis réessayez',
    },
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    message: {
      en: 'The photo “{{name}}” is too large ({{maxMegapixels}} megapixels at most). Take it again at a lower resolution',
      fr: 'La photo « {{name}} » est trop grande ({{maxMegapixels}} mégapixels au maximum). Reprenez-la avec une résolution plus basse',
    },
  },
  NO_TEXT_FOUND: {
    status: 422,
    message: {
      en: 'We found no text in your lesson. Check that the file contains text, or take clearer, well-lit photos',
      fr: 'Nous n’avons trouvé aucun texte dans votre leçon. Vérifiez que le fichier contient du texte, ou prenez des photos plus nettes et bien éclairées',
    },
  },
  DOCUMENT_TOO_LONG: {
    status: 413,
    message: {
      en: 'This document is too long to process: {{maxPages}} pages at most. Split it into smaller lessons',
      fr: 'Ce document est trop long à traiter : {{maxPages}} pages au maximum. Découpez-le en leçons plus courtes',
    },
  },
  DOCUMENT_TOO_COMPLEX: {
    status: 422,
    message: {
      en: '“{{name}}” is too heavy to read safely: an image in it is huge, or it needs more memory than a lesson may take. Export it again at a lower resolution, or split it, and retry',
      fr: '« {{name}} » est trop lourd à lire en toute sécurité : une image y est immense, ou il demande plus de mémoire qu’une leçon ne peut en prendre. Exportez-le de nouveau avec une résolution plus basse, ou découpez-le, puis réessayez',
    },
  },
  PROCESSING_TIMEOUT: {
    status: 422,
    message: {
      en: 'Reading your lesson took too long, so we stopped. Try a shorter or simpler file',
      fr: 'La lecture de votre leçon a pris trop de temps, nous l’avons donc arrêtée. Essayez un fichier plus court ou plus simple',
    },
  },
  TEXT_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Text is too short: write at least {{minChars}} characters',
      fr: 'Le texte est trop court : écrivez au moins {{minChars}} caractères',
    },
  },
  TEXT_TOO_LONG: {
    status: 413,
    message: {
      en: 'Text is too long: {{maxChars}} characters at most. Split it into several lessons',
      fr: 'Le texte est trop long : {{maxChars}} caractères au maximum. Découpez-le en plusieurs leçons',
    },
  },
});
