import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import {
  closeOcr,
  ocrReaderCount,
  ocrWorkerCount,
  recognize,
  setOcrIdleTimeout,
  startReaders,
} from './ocr-engine.ts';

afterAll(closeOcr);

describe('OCR workers', () => {
  it('start with the first page, stop once idle for the delay and start again for the next page', async () => {
    setOcrIdleTimeout(200);
    const { png } = await renderTextImage(['The heart pumps blood through the body.']);
    const read = async (): Promise<string> =>
      (await recognize(png, 'eng', { timeoutMs: 60_000 })).text.trim();

    expect(ocrWorkerCount()).toBe(0);
    expect(await read()).toBe('The heart pumps blood through the body.');
    expect(ocrWorkerCount()).toBe(1);

    await vi.waitFor(() => expect(ocrWorkerCount()).toBe(0), { timeout: 10_000, interval: 50 });

    expect(await read()).toBe('The heart pumps blood through the body.');
    expect(ocrWorkerCount()).toBe(1);
  });

  it('start all at once when asked before a page, and the page is read on them', async () => {
    setOcrIdleTimeout(30_000);
    await closeOcr();
    expect(ocrWorkerCount()).toBe(0);

    await startReaders({ timeoutMs: 60_000 });
    expect(ocrWorkerCount()).toBe(ocrReaderCount());
    await startReaders({ timeoutMs: 60_000 });
    expect(ocrWorkerCount()).toBe(ocrReaderCount());

    const { png } = await renderTextImage(['Plants make glucose from light.']);
    expect((await recognize(png, 'eng', { timeoutMs: 60_000 })).text.trim()).toBe(
      'Plants make glucose from light.',
    );
    expect(ocrWorkerCount()).toBe(ocrReaderCount());
  });

  it.runIf(process.platform === 'linux')(
    "read at a lower priority than the server's own thread",
    async () => {
      const { png } = await renderTextImage(['Plants make glucose from light.']);
      await recognize(png, 'eng', { timeoutMs: 60_000 });
      const priorities = readdirSync('/proc/self/task')
        .filter(
          (id) => readFileSync(`/proc/self/task/${id}/comm`, 'utf8').trim() === 'WorkerThread',
        )
        .map((id) => os.getPriority(Number(id)));

      expect(os.getPriority()).toBe(0);
      expect(priorities).toContain(10);
    },
  );
});
