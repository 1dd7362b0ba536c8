import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import Tesseract from 'tesseract.js';
import { WorkerPool, type RunOptions } from '../worker-pool.ts';
import { fullPageBytes } from './prepare-image.ts';
import { scriptModels, tessdataFolder } from './tessdata.ts';

interface Reader {
  worker: Tesseract.Worker;
  models: string;
  /**
   * Pages read so far, a page as its share of a full prepared one, so that the halves of a dense
   * page do not replace a reader (1-2 s of processor time to start another) twice as often:
   * tesseract's WASM memory grows with the pages and never shrinks.
   */
  pages: number;
}

// A worker that has read this many pages is replaced, and idle workers stop after a while (30 s
// unless set otherwise): either gives their memory back. Nothing starts before the first page.
const recyclePages = 10;
const idleTimeoutMs = 30_000;
// OCR is CPU-bound: two readers at most, so that two pages, or the two halves of a dense page,
// are read at once. Their threads run at a lower priority than the server's own (Linux), so a
// request that arrives meanwhile is not kept waiting behind them.
const readerCount = Math.max(1, Math.min(2, os.availableParallelism()));
const readerNice = 10;

export interface Orientation {
  /** Clockwise rotation that makes the page upright: 0, 90, 180 or 270. */
  degrees: number;
  confidence: number;
  script: string | undefined;
}

// A reader starts with the models that read a page whose language is not known.
const defaultModels = scriptModels.Latin as string;
// Prepared photos carry no resolution; 300 dpi is what the models were trained around. Pages are
// segmented by tesseract's own layout analysis (columns, blocks and their reading order), as the
// native command does, instead of tesseract.js's default of one uniform block of text. Ink is told
// from paper by Sauvola's adaptive threshold instead of one global Otsu threshold: uneven light,
// tinted paper, faint typewriting and dark scan borders defeat a global threshold (a whole clean
// typescript page with a dark edge came back empty). tesseract 5 reads again, inverted, every
// line it is unsure of, in case it is light text on a dark band: on photographed pages that
// cost about a third of the reading time and changed no text on the real pages of the bench.
const readingParameters: Partial<Tesseract.WorkerParams> = {
  user_defined_dpi: '300',
  tessedit_pageseg_mode: Tesseract.PSM.AUTO,
  thresholding_method: '2',
  tessedit_do_invert: '0',
};
const resolution = { user_defined_dpi: '300' };

function workerOptions(): Partial<Tesseract.WorkerOptions> {
  // Models come from the npm packages only; 'none' also stops tesseract.js writing a cache.
  return { langPath: tessdataFolder(), gzip: true, cacheMethod: 'none', logger: () => undefined };
}

/** Worker threads of this process by id (Linux); empty elsewhere. */
function workerThreads(): Set<string> {
  try {
    return new Set(
      readdirSync('/proc/self/task').filter((id) => {
        try {
          return readFileSync(`/proc/self/task/${id}/comm`, 'utf8').trim() === 'WorkerThread';
        } catch {
          return false;
        }
      }),
    );
  } catch {
    return new Set();
  }
}

/**
 * A tesseract.js worker whose thread yields the processor to the server's requests: Linux keeps
 * a priority per thread, and the thread that appeared while the worker started is the reader's.
 */
async function createLowPriorityWorker(
  ...options: Parameters<typeof Tesseract.createWorker>
): Promise<Tesseract.Worker> {
  const before = workerThreads();
  const worker = await Tesseract.createWorker(...options);
  for (const id of workerThreads()) {
    if (before.has(id)) continue;
    try {
      os.setPriority(Number(id), readerNice);
    } catch {
      // Not permitted here: the reader runs at the server's priority.
    }
  }
  return worker;
}

const readers = new WorkerPool<Reader>({
  size: readerCount,
  idleTimeoutMs,
  create: async () => {
    const worker = await createLowPriorityWorker(
      defaultModels,
      Tesseract.OEM.LSTM_ONLY,
      workerOptions(),
    );
    await worker.setParameters(readingParameters);
    return { worker, models: defaultModels, pages: 0 };
  },
  destroy: async (reader) => {
    await reader.worker.terminate();
  },
  retire: (reader) => reader.pages >= recyclePages,
});

const orienters = new WorkerPool<Reader>({
  size: 1,
  // Orientation detection needs the legacy engine and the osd model.
  create: async () => {
    const worker = await createLowPriorityWorker('osd', Tesseract.OEM.TESSERACT_ONLY, {
      ...workerOptions(),
      legacyCore: true,
      legacyLang: true,
    });
    await worker.setParameters(resolution);
    return { worker, models: 'osd', pages: 0 };
  },
  destroy: async (orienter) => {
    await orienter.worker.terminate();
  },
  retire: (orienter) => orienter.pages >= recyclePages,
  idleTimeoutMs,
});

/** Text of an image with `models` (e.g. "fra", "eng+fra"), from a pooled tesseract.js worker. */
export function recognize(
  image: Buffer,
  models: string,
  options: RunOptions,
): Promise<Tesseract.Page> {
  return readers.run(async (reader) => {
    if (reader.models !== models) {
      await reader.worker.reinitialize(models, Tesseract.OEM.LSTM_ONLY);
      await reader.worker.setParameters(readingParameters);
      reader.models = models;
    }
    reader.pages += Math.min(1, image.length / fullPageBytes);
    const result = await reader.worker.recognize(image, {}, { text: true, blocks: true });
    return result.data;
  }, options);
}

/** How the page is turned and which script it is written in, from the osd model. */
export function detectOrientation(png: Buffer, options: RunOptions): Promise<Orientation> {
  return orienters.run(async (orienter) => {
    orienter.pages += 1;
    const { data } = await orienter.worker.detect(png);
    return {
      degrees: data.orientation_degrees ?? 0,
      confidence: data.orientation_confidence ?? 0,
      script: data.script ?? undefined,
    };
  }, options);
}

/**
 * Starts the readers that are not running, so that they load their models while a page is being
 * prepared (1-2 s of a reader's start, half a second of a photo's preparation, overlap). Resolves
 * once they are up; a reader that fails to start is started again by the page that needs it.
 */
export async function startReaders(options: RunOptions): Promise<void> {
  const missing = readerCount - readers.workerCount;
  await Promise.all(
    Array.from({ length: Math.max(0, missing) }, () =>
      readers.run(() => Promise.resolve(), options).catch(() => undefined),
    ),
  );
}

/** How many pages (or halves of a page) can be read at once. */
export function ocrReaderCount(): number {
  return readerCount;
}

/** OCR workers alive now (reading or idle); none until a page is read. */
export function ocrWorkerCount(): number {
  return readers.workerCount + orienters.workerCount;
}

/** Idle OCR workers stop once no page has been read for `ms`. */
export function setOcrIdleTimeout(ms: number): void {
  readers.setIdleTimeout(ms);
  orienters.setIdleTimeout(ms);
}

/** Terminates the OCR workers. */
export async function closeOcr(): Promise<void> {
  await Promise.all([readers.close(), orienters.close()]);
}
