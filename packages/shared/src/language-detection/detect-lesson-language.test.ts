import { describe, expect, it } from 'vitest';
import { detectLessonLanguage as detectLanguage } from './detect-lesson-language.ts';

const samples = {
  fr: 'La Révolution française commence en 1789 avec la réunion des états généraux et la prise de la Bastille par le peuple de Paris.',
  en: 'The French Revolution began in 1789 when the Estates General met and the people of Paris stormed the Bastille prison.',
  es: 'La Revolución francesa comenzó en 1789 cuando se reunieron los Estados Generales y el pueblo de París tomó la Bastilla.',
  de: 'Die Französische Revolution begann im Jahr 1789, als die Generalstände zusammentraten und das Volk von Paris die Bastille stürmte.',
  it: 'La Rivoluzione francese iniziò nel 1789 quando si riunirono gli Stati generali e il popolo di Parigi prese la Bastiglia.',
  pt: 'A Revolução Francesa começou em 1789, quando os Estados Gerais se reuniram e o povo de Paris tomou a Bastilha.',
  ar: 'بدأت الثورة الفرنسية عام ألف وسبعمائة وتسعة وثمانين عندما اجتمعت الطبقات العامة واقتحم شعب باريس سجن الباستيل.',
  ru: 'Французская революция началась в 1789 году, когда собрались Генеральные штаты и народ Парижа взял Бастилию.',
  zh: '法国大革命始于一七八九年，当时三级会议召开，巴黎人民攻占了巴士底狱，这场革命深刻地改变了欧洲的历史。',
  ja: 'フランス革命は一七八九年に始まりました。三部会が開かれ、パリの民衆がバスティーユ牢獄を襲撃しました。',
  hi: 'फ्रांसीसी क्रांति सन सत्रह सौ नवासी में शुरू हुई जब एस्टेट्स जनरल की बैठक हुई और पेरिस के लोगों ने बैस्टिल पर धावा बोला।',
};

describe('detectLanguage', () => {
  it.each(Object.entries(samples))('recognises %s', (language, text) => {
    expect(detectLanguage(text)).toEqual({ language, certain: true });
  });

  it('falls back, uncertain, on text too short to tell', () => {
    expect(detectLanguage('OK', 'fr')).toEqual({ language: 'fr', certain: false });
    expect(detectLanguage('')).toEqual({ language: 'en', certain: false });
  });

  it('tells Japanese from Chinese by its kana, even in a short sentence', () => {
    expect(detectLanguage('細胞はすべての生物の基本単位です。').language).toBe('ja');
  });

  it('ignores Markdown marks', () => {
    expect(detectLanguage(`# Titre\n\n- ${samples.fr}`).language).toBe('fr');
  });
});
