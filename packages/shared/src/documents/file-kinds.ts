/** What an uploaded file really is, decided from its bytes (and checked against its name). */
export const fileKinds = ['pdf', 'docx', 'txt', 'jpeg', 'png', 'heic'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Kinds accepted by the Document tab (one file). */
export const documentFileKinds = ['pdf', 'docx', 'txt'] as const satisfies readonly FileKind[];
/** Kinds accepted by the Photos tab (up to `documentLimits.maxPhotos`). */
export const photoFileKinds = ['jpeg', 'png', 'heic'] as const satisfies readonly FileKind[];

/** The extension allowlist, lower case without the dot, with the kind each one promises. */
export const fileExtensionKinds: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  heic: 'heic',
  heif: 'heic',
};

/** The `accept` attribute of each upload tab. */
export const documentAccept = '.pdf,.docx,.txt';
export const photoAccept = '.jpg,.jpeg,.png,.heic,.heif';
