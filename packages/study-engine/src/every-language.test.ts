import { flashcardListSchema, sheetSchema, type LessonLanguage } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { createStudyEngine } from './create-study-engine.ts';
import { detectLessonLanguage } from '@study/shared/language-detection';

const languageOf = (text: string) => detectLessonLanguage(text).language;

/** A short course paragraph per lesson language, each defining a few terms. */
const lessons: Record<Exclude<LessonLanguage, 'en' | 'fr'>, string> = {
  es: `# La célula\n\nLa célula es la unidad básica de todos los seres vivos. La membrana plasmática es una capa de lípidos que rodea la célula. El núcleo es el orgánulo que contiene el ADN. Las mitocondrias son los orgánulos de la respiración celular. La mitosis es la división de una célula en dos células hijas idénticas.`,
  de: `# Die Zelle\n\nDie Zelle ist die kleinste Einheit aller Lebewesen. Die Zellmembran ist eine Schicht aus Lipiden, die die Zelle umgibt. Der Zellkern ist das Organell, das die Erbinformation enthält. Die Mitochondrien sind die Kraftwerke der Zelle. Die Mitose ist die Teilung einer Zelle in zwei gleiche Tochterzellen.`,
  it: `# La cellula\n\nLa cellula è l’unità di base di tutti gli esseri viventi. La membrana plasmatica è uno strato di lipidi che circonda la cellula. Il nucleo è l’organulo che contiene il DNA. I mitocondri sono gli organuli della respirazione cellulare. La mitosi è la divisione di una cellula in due cellule figlie identiche.`,
  pt: `# A célula\n\nA célula é a unidade básica de todos os seres vivos. A membrana plasmática é uma camada de lípidos que envolve a célula. O núcleo é o organelo que contém o ADN. As mitocôndrias são os organelos da respiração celular. A mitose é a divisão de uma célula em duas células filhas idênticas.`,
  ru: `# Клетка\n\nКлетка — это основная единица всех живых организмов. Клеточная мембрана является слоем липидов, который окружает клетку. Ядро — это органелла, которая содержит ДНК. Митохондрии являются органеллами клеточного дыхания. Митоз — это деление клетки на две одинаковые дочерние клетки.`,
  ar: `# الخلية\n\nالخلية هي الوحدة الأساسية لجميع الكائنات الحية. الغشاء البلازمي هو طبقة من الدهون تحيط بالخلية. النواة هي العضية التي تحتوي على الحمض النووي. الميتوكوندريا هي عضيات التنفس الخلوي. الانقسام المتساوي هو انقسام الخلية إلى خليتين متطابقتين.`,
  hi: `# कोशिका\n\nकोशिका सभी जीवों की मूल इकाई है। कोशिका झिल्ली वसा की एक परत है जो कोशिका को घेरती है। केंद्रक वह अंगक है जिसमें डीएनए होता है। माइटोकॉन्ड्रिया कोशिकीय श्वसन के अंगक हैं। समसूत्री विभाजन एक कोशिका का दो समान कोशिकाओं में विभाजन है।`,
  zh: `# 细胞\n\n细胞是所有生物的基本单位。细胞膜是包围细胞的一层脂质。细胞核是含有遗传物质的细胞器。线粒体是进行细胞呼吸的细胞器。有丝分裂是一个细胞分裂成两个相同子细胞的过程。减数分裂是产生配子的细胞分裂。`,
  ja: `# 細胞\n\n細胞はすべての生物の基本単位です。細胞膜は細胞を包む脂質の層です。核は遺伝情報を含む細胞小器官です。ミトコンドリアは細胞呼吸を行う細胞小器官です。有糸分裂は一つの細胞が二つの同じ細胞に分かれることです。`,
};

const engine = createStudyEngine();

describe.each(Object.entries(lessons))('a %s lesson', (language, text) => {
  const input = { text, language: language as LessonLanguage };

  it('is detected as its language', () => {
    expect(languageOf(text)).toBe(language);
  });

  it('gives a valid sheet and grounded cards', async () => {
    const sheet = sheetSchema.parse(await engine.generateSheet(input));
    expect(sheet.blocks[0]?.type).toBe('h1');
    const cards = flashcardListSchema.parse(await engine.generateFlashcards(input));
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      expect(text.slice(card.source.start, card.source.end)).toBe(card.answer);
      expect(card.term && card.question.includes(card.term)).toBe(true);
    }
  });
});
