import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import { englishLesson } from '../../test-support/lesson-texts.ts';
import { medianLetterHeight, type GreyImage } from './text-height.ts';

async function grey(png: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const paragraphs = englishLesson.sections[0]?.paragraphs ?? [];

describe('medianLetterHeight', () => {
  it("measures about the lowercase letters' height, and twice it when the type is twice as large", async () => {
    // DejaVu Sans: a lowercase letter is 0.55 em high.
    const small = medianLetterHeight(await grey((await renderTextImage(paragraphs)).png));
    const large = medianLetterHeight(
      await grey((await renderTextImage(paragraphs, { fontSize: 64, width: 3200 })).png),
    );
    expect(small).toBeGreaterThanOrEqual(32 * 0.5);
    expect(small).toBeLessThanOrEqual(32 * 0.75);
    expect((large ?? 0) / (small ?? 1)).toBeCloseTo(2, 0);
  });

  it('says nothing of a page without text or with a few marks only', async () => {
    const blank = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#f4f4f4' },
    })
      .png()
      .toBuffer();
    expect(medianLetterHeight(await grey(blank))).toBeUndefined();
    expect(
      medianLetterHeight(await grey((await renderTextImage(['Title'], { width: 800 })).png)),
    ).toBeUndefined();
  });
});
