import {
  documentFileKinds,
  documentLimits,
  fileExtensionKinds,
  photoFileKinds,
  type ErrorCode,
  type FileKind,
} from '@study/shared';

/** A refusal the user sees: a catalogue code and the values its message names. */
export interface UploadIssue {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

type NamedFile = Pick<File, 'name' | 'size' | 'type'>;

const mimeKinds: Record<string, FileKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

/** The kind a file's extension promises (the server checks the bytes too), if it is allowed. */
export function fileKindOf(name: string): FileKind | undefined {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(fileExtensionKinds, extension) ? fileExtensionKinds[extension] : undefined;
}

/**
 * A camera photo as the server expects it: some phones name a capture without an extension, so
 * one is added from its type. Anything else is returned as it is.
 */
export function withPhotoExtension<T extends File>(file: T): File {
  if (fileKindOf(file.name) !== undefined) return file;
  const kind = mimeKinds[file.type];
  if (!kind) return file;
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return new File([file], `${file.name || 'photo'}.${extension}`, {
    type: file.type,
    lastModified: file.lastModified,
  });
}

const totalSize = (files: readonly NamedFile[]) => files.reduce((sum, file) => sum + file.size, 0);
const tooLarge: UploadIssue = {
  code: 'UPLOAD_TOO_LARGE',
  params: { maxMb: Math.round(documentLimits.maxUploadBytes / (1024 * 1024)) },
};
const tooMany: UploadIssue = {
  code: 'TOO_MANY_FILES',
  params: { maxPhotos: documentLimits.maxPhotos },
};

/** Whether every file is a photo the Photos tab takes (by its name), so a drop belongs there. */
export function arePhotos(files: readonly NamedFile[]): boolean {
  return (
    files.length > 0 &&
    files.every((file) => {
      const kind = fileKindOf(file.name);
      return kind !== undefined && (photoFileKinds as readonly FileKind[]).includes(kind);
    })
  );
}

/** The Document tab takes exactly one PDF, DOCX or TXT of at most 15 MB. */
export function checkDocument(files: readonly NamedFile[]): UploadIssue | null {
  if (files.length === 0) return { code: 'NO_FILE' };
  if (files.length > documentLimits.maxDocuments) return tooMany;
  const [file] = files as [NamedFile];
  const kind = fileKindOf(file.name);
  if (!kind || !(documentFileKinds as readonly FileKind[]).includes(kind)) {
    return { code: 'UNSUPPORTED_FILE_TYPE', params: { name: file.name } };
  }
  if (file.size > documentLimits.maxUploadBytes) return tooLarge;
  return null;
}

/**
 * Photos added to those already chosen: the new list, or the first refusal with the list unchanged
 * (up to 10 JPG, PNG or HEIC images, 15 MB in total).
 */
export function addPhotos<T extends NamedFile>(
  current: readonly T[],
  added: readonly T[],
): { photos: readonly T[]; issue: UploadIssue | null } {
  const unsupported = added.find((file) => {
    const kind = fileKindOf(file.name);
    return !kind || !(photoFileKinds as readonly FileKind[]).includes(kind);
  });
  if (unsupported) {
    return {
      photos: current,
      issue: { code: 'UNSUPPORTED_FILE_TYPE', params: { name: unsupported.name } },
    };
  }
  const next = [...current, ...added];
  if (next.length > documentLimits.maxPhotos) return { photos: current, issue: tooMany };
  if (totalSize(next) > documentLimits.maxUploadBytes) return { photos: current, issue: tooLarge };
  return { photos: next, issue: null };
}

/** Pasted text, counted as the server counts it (trimmed), between 50 and 200 000 characters. */
export function checkPastedText(text: string): UploadIssue | null {
  const length = pastedLength(text);
  if (length < documentLimits.minPastedTextChars) {
    return { code: 'TEXT_TOO_SHORT', params: { minChars: documentLimits.minPastedTextChars } };
  }
  if (length > documentLimits.maxPastedTextChars) {
    return { code: 'TEXT_TOO_LONG', params: { maxChars: documentLimits.maxPastedTextChars } };
  }
  return null;
}

/** The length the limits apply to. */
export function pastedLength(text: string): number {
  return text.trim().length;
}
