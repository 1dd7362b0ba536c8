import type { LessonLanguage } from '@study/shared';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface DetectedLanguage {
  language: LessonLanguage;
  certain: boolean;
}

/**
 * The language pasted text is written in, as the server will detect it, updated as the student
 * types. The detector (and its language models) loads on first use, outside the main bundle.
 */
export function useDetectedLanguage(text: string): DetectedLanguage | null {
  const settled = useDebouncedValue(text, 300);
  const [detected, setDetected] = useState<DetectedLanguage | null>(null);
  useEffect(() => {
    let current = true;
    if (settled.trim() === '') {
      setDetected(null);
      return;
    }
    import('@study/shared/language-detection')
      .then(({ detectLessonLanguage }) => {
        if (current) setDetected(detectLessonLanguage(settled));
      })
      .catch((error: unknown) => console.error('error loading the language detector', error));
    return () => {
      current = false;
    };
  }, [settled]);
  return detected;
}
