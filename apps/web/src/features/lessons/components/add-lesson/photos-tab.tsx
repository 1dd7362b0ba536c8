import { documentLimits, photoAccept } from '@study/shared';
import { Camera, ImageIcon, Images, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FileDrop } from '../../../../components/ui/file-drop.tsx';
import { formatFileSize } from '../../lesson-format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const coarse = '(pointer: coarse)';

/** True on touch screens, where the camera button makes sense. */
function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(coarse);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(coarse).matches,
  );
}

/** A preview address for each photo, released when the photo goes. */
function usePreviews(files: readonly File[]): Map<File, string> {
  const [previews, setPreviews] = useState(() => new Map<File, string>());
  useEffect(() => {
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setPreviews(next);
    return () => next.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return previews;
}

function Thumbnail({ file, url, number }: { file: File; url: string | undefined; number: number }) {
  const { t } = useTranslation();
  // Browsers without HEIC support cannot draw an iPhone photo: its name stands in.
  const [broken, setBroken] = useState(false);
  return broken || !url ? (
    <div className="flex h-full w-full flex-col items-center justify-center gap-1 p-2 text-ink-muted">
      <ImageIcon aria-hidden className="h-6 w-6" />
      <span className="w-full truncate text-center text-[11px]">{file.name}</span>
    </div>
  ) : (
    <img
      src={url}
      alt={t('lessons.add.photos.photo', { number })}
      onError={() => setBroken(true)}
      className="h-full w-full object-cover"
    />
  );
}

/** The Photos tab: up to 10 images, dropped, chosen or taken with the camera, with previews. */
export function PhotosTab({
  photos,
  onFiles,
  onRemove,
  disabled,
}: {
  photos: readonly File[];
  onFiles: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const camera = useRef<HTMLInputElement>(null);
  const touch = useCoarsePointer();
  const previews = usePreviews(photos);
  const total = photos.reduce((sum, file) => sum + file.size, 0);
  const maxMb = Math.round(documentLimits.maxUploadBytes / (1024 * 1024));

  return (
    <div className="flex flex-col gap-4">
      <FileDrop
        accept={photoAccept}
        multiple
        onFiles={onFiles}
        disabled={disabled}
        compact={photos.length > 0}
        icon={photos.length > 0 ? undefined : <Images aria-hidden className="h-6 w-6" />}
        title={t('lessons.add.photos.drop')}
        hint={t('lessons.add.photos.hint', { maxPhotos: documentLimits.maxPhotos, maxMb })}
        chooseLabel={t('lessons.add.photos.choose')}
        extra={
          touch && (
            <>
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                onClick={() => camera.current?.click()}
              >
                <Camera aria-hidden className="h-4 w-4" />
                {t('lessons.add.photos.camera')}
              </Button>
              <input
                ref={camera}
                type="file"
                accept="image/*"
                capture="environment"
                hidden
                aria-hidden
                tabIndex={-1}
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  event.currentTarget.value = '';
                  if (files.length > 0) onFiles(files);
                }}
              />
            </>
          )
        }
      />
      {photos.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-ink-muted" data-testid="photo-count">
            {t('lessons.add.photos.count', {
              value: photos.length,
              max: documentLimits.maxPhotos,
              size: formatFileSize(total, i18n.language),
            })}
          </p>
          <ul
            aria-label={t('lessons.add.photos.listLabel')}
            className="grid grid-cols-3 gap-2 sm:grid-cols-5"
          >
            {photos.map((file, index) => (
              <li
                key={`${file.name}-${file.lastModified}-${index}`}
                className="relative aspect-square overflow-hidden rounded-xl border border-line bg-surface"
              >
                <Thumbnail file={file} url={previews.get(file)} number={index + 1} />
                <span className="absolute bottom-1 left-1 rounded-md bg-slate-950/65 px-1.5 text-[11px] font-semibold text-white">
                  {index + 1}
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                  aria-label={t('lessons.add.photos.remove', { number: index + 1 })}
                  className="absolute top-1 right-1 flex h-7 w-7 items-center justify-center rounded-full bg-slate-950/65 text-white hover:bg-slate-950/85 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50"
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
