import { createRequire } from 'node:module';
import path from 'node:path';
import type { LessonLanguage, SheetDocument, SheetTextMark } from '@study/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import { renderSheetPdf } from './render-sheet-pdf.ts';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

interface ReadPdf {
  pages: string[];
  title: unknown;
  language: unknown;
}

/** The text of every page as pdf.js extracts it, and the document's metadata. */
async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    wasmUrl: `${pdfjsRoot}/wasm/`,
  });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .filter((item): item is TextItem => 'str' in item)
        .map((item) => item.str + (item.hasEOL ? '\n' : ' '))
        .join(''),
    );
  }
  const { info } = (await document.getMetadata()) as { info: Record<string, unknown> };
  await task.destroy();
  return { pages, title: info.Title, language: info.Language };
}

type Mark = SheetTextMark['type'] | 'yellow' | 'blue' | 'green' | 'pink' | 'orange';
const text = (value: string, ...marks: Mark[]) => ({
  type: 'text' as const,
  text: value,
  ...(marks.length > 0 && {
    marks: marks.map((mark): SheetTextMark =>
      mark === 'bold' || mark === 'italic'
        ? { type: mark }
        : { type: 'highlight', attrs: { color: mark === 'highlight' ? 'yellow' : mark } },
    ),
  }),
});
const paragraph = (...content: ReturnType<typeof text>[]) => ({
  type: 'paragraph' as const,
  content,
});
const heading = (level: 1 | 2, value: string) => ({
  type: 'heading' as const,
  attrs: { level },
  content: [text(value)],
});

/** A short sheet: a heading, a paragraph with every mark, a nested list and a numbered one. */
function sheetOf(words: {
  heading: string;
  body: string;
  key: string;
  items: [string, string, string];
}): SheetDocument {
  return {
    type: 'doc',
    content: [
      heading(1, words.heading),
      paragraph(text(words.body), text(' '), text(words.key, 'bold', 'yellow')),
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [paragraph(text(words.items[0], 'italic'))] },
          {
            type: 'listItem',
            content: [
              paragraph(text(words.items[1], 'blue')),
              {
                type: 'bulletList',
                content: [{ type: 'listItem', content: [paragraph(text(words.items[2], 'pink'))] }],
              },
            ],
          },
        ],
      },
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [{ type: 'listItem', content: [paragraph(text(words.items[0], 'green'))] }],
      },
    ],
  };
}

interface Sample {
  language: LessonLanguage;
  title: string;
  sheet: SheetDocument;
  /** Words to find in the text pdf.js extracts. */
  expected: string[];
}

const samples: Sample[] = [
  {
    language: 'fr',
    title: 'La Révolution française',
    sheet: sheetOf({
      heading: 'Les causes de la Révolution',
      body: 'L’État est endetté, le pain coûte cher : œuvre, naïf, Noël, « guillemets ».',
      key: 'Les états généraux',
      items: ['Le clergé', 'La noblesse d’épée', 'Le tiers état paie la taille'],
    }),
    expected: [
      'Révolution',
      'française',
      'L’État',
      'endetté',
      'coûte',
      'œuvre',
      'naïf',
      'Noël',
      '«',
      'états',
      'généraux',
      'clergé',
      'd’épée',
      'tiers',
      'état',
    ],
  },
  {
    language: 'ar',
    title: 'الثورة الصناعية',
    sheet: sheetOf({
      heading: 'مقدمة عن الثورة',
      body: 'بدأت الثورة الصناعية في بريطانيا',
      key: 'المحرك البخاري',
      items: ['الفحم', 'الحديد', 'القطن'],
    }),
    expected: [
      'الثورة',
      'الصناعية',
      'مقدمة',
      'بريطانيا',
      'المحرك',
      'البخاري',
      'الفحم',
      'الحديد',
      'القطن',
    ],
  },
  {
    language: 'hi',
    title: 'प्रकाश संश्लेषण',
    sheet: sheetOf({
      heading: 'मुख्य बातें',
      body: 'हरे पौधे सूर्य के प्रकाश से भोजन बनाते हैं',
      key: 'ऑक्सीजन',
      items: ['पत्ती', 'जल', 'प्रकाश'],
    }),
    expected: ['प्रकाश', 'संश्लेषण', 'हरे', 'पौधे', 'भोजन', 'बनाते', 'ऑक्सीजन', 'पत्ती', 'जल'],
  },
  {
    language: 'ru',
    title: 'Фотосинтез',
    sheet: sheetOf({
      heading: 'Что такое фотосинтез?',
      body: 'Ёлка, щука, съезд, объём',
      key: 'углекислый газ',
      items: ['Световая фаза', 'Темновая фаза', 'Цикл Кальвина'],
    }),
    expected: [
      'Фотосинтез',
      'фотосинтез?',
      'Ёлка',
      'щука',
      'съезд',
      'объём',
      'углекислый',
      'Световая',
      'Кальвина',
    ],
  },
  {
    language: 'zh',
    title: '光合作用',
    sheet: sheetOf({
      heading: '什么是光合作用？',
      body: '绿色植物利用光能，把二氧化碳和水转化成有机物。',
      key: '叶绿体',
      items: ['光反应', '暗反应', '卡尔文循环'],
    }),
    expected: [
      '光合作用',
      '什么是',
      '绿色植物利用光能',
      '二氧化碳',
      '叶绿体',
      '光反应',
      '卡尔文循环',
    ],
  },
  {
    language: 'ja',
    title: '光合成のしくみ',
    sheet: sheetOf({
      heading: '光合成とは',
      body: '植物が光エネルギーを使って、デンプンをつくる。',
      key: '葉緑体',
      items: ['二酸化炭素', '水', '酸素'],
    }),
    expected: [
      '光合成のしくみ',
      '光合成とは',
      'エネルギー',
      'デンプン',
      '葉緑体',
      '二酸化炭素',
      '酸素',
    ],
  },
];

describe('renderSheetPdf', () => {
  it.each(samples)(
    'writes a $language sheet whose words come back from the PDF',
    async ({ language, title, sheet, expected }) => {
      const pdf = await renderSheetPdf({ title, language, sheet });
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      const read = await readPdf(pdf);
      expect(read.title).toBe(title);
      expect(read.language).toBe(language);
      const words = read.pages.join('\n');
      for (const word of expected) expect(words).toContain(word);
      // Glyphs without a Unicode mapping would be missing glyphs: pdf.js reports them as U+FFFD.
      expect(words).not.toContain('\uFFFD');
    },
  );

  it('numbers its pages in the footer with the given label', async () => {
    const content: SheetDocument['content'] = [];
    for (let part = 1; part <= 12; part += 1) {
      content.push(heading(1, `Partie ${part}`));
      content.push(
        paragraph(
          text(
            'La sélection naturelle explique comment les espèces évoluent : les individus les mieux adaptés survivent et se reproduisent davantage, et leurs caractères se répandent.',
          ),
        ),
      );
      content.push(
        paragraph(text('Les mutations génétiques fournissent la variabilité.', 'yellow')),
      );
    }
    const pdf = await renderSheetPdf({
      title: 'L’évolution',
      language: 'fr',
      sheet: { type: 'doc', content },
      labels: { page: 'Page {page} sur {pages}' },
    });
    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} sur ${pages.length}`);
    });
    expect(pages.join('\n')).toContain('Partie 12');
  });

  it('writes the lesson emoji with the title and leaves out what no font has', async () => {
    const pdf = await renderSheetPdf({
      title: 'Cellules 한국어',
      emoji: '🧪',
      language: 'fr',
      sheet: { type: 'doc', content: [paragraph(text('Avant \uE000 après'))] },
    });
    const words = (await readPdf(pdf)).pages.join('\n');
    expect(words).toContain('🧪');
    expect(words).toContain('Cellules');
    expect(words).toContain('Avant');
    expect(words).toContain('après');
    // Hangul and private-use characters have no font here: they are left out, not drawn as boxes.
    expect(words).not.toContain('한');
    expect(words).not.toContain('\uE000');
    expect(words).not.toContain('\uFFFD');
  });

  it('writes an empty sheet as its title alone', async () => {
    const pdf = await renderSheetPdf({
      title: 'Vide',
      language: 'en',
      sheet: { type: 'doc', content: [paragraph()] },
    });
    const { pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Vide');
  });
});
