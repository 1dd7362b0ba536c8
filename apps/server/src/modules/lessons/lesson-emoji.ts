/** The icon of a lesson whose subject no keyword names. */
export const defaultLessonEmoji = '📘';

/**
 * Subjects and the words that name them in the 11 lesson languages, written lower case without
 * accents. In Latin and Cyrillic scripts a keyword is a whole word, or a word start when it ends
 * with `*`; in the other scripts, which do not separate words the same way, it is a substring.
 */
const subjects: { emoji: string; keywords: string[] }[] = [
  {
    emoji: '📐',
    keywords: [
      ...['math*', 'algebra*', 'geometr*', 'equation*', 'theorem*', 'calculus', 'trigonometr*'],
      ...['algebre', 'theoreme*', 'derivee*', 'integrale*', 'matematic*', 'ecuacion*', 'teorema*'],
      ...['gleichung*', 'equazion*', 'equacao', 'equacoes', 'математик*', 'алгебр*', 'геометри*'],
      ...['уравнени*', 'теорем*', 'رياضيات', 'جبر', 'معادلة', '数学', '代数', '几何', '幾何'],
      ...['方程', '定理', 'गणित', 'ज्यामिति', 'समीकरण', 'प्रमेय'],
    ],
  },
  {
    emoji: '⚛️',
    keywords: [
      ...['physic*', 'energy', 'velocity', 'quantum', 'physique*', 'energie*', 'vitesse*'],
      ...['mecanique', 'fisica*', 'energia*', 'velocidad*', 'physik*', 'geschwindigkeit*'],
      ...['velocita', 'velocidade*', 'فيزياء', 'طاقة', 'физик*', 'энерги*', 'скорост*'],
      ...['物理', '能量', '力学', 'エネルギー', 'भौतिक', 'ऊर्जा'],
    ],
  },
  {
    emoji: '🧪',
    keywords: [
      ...['chemi*', 'molecul*', 'atom', 'atoms', 'atome*', 'acid', 'acids', 'chimi*', 'acide*'],
      ...['quimic*', 'atomo*', 'acido*', 'molekul*', 'saure', 'sauren', 'molecol*', 'كيمياء'],
      ...['جزيء', 'ذرة', 'хими*', 'молекул*', 'атом*', 'кислот*', '化学', '分子', '原子'],
      ...['रसायन', 'परमाणु'],
    ],
  },
  {
    emoji: '🧬',
    keywords: [
      ...['biolog*', 'cell', 'cells', 'genetic*', 'dna', 'organism*', 'photosynth*', 'cellul*'],
      ...['genet*', 'adn', 'organisme*', 'celula*', 'zelle*', 'genetik*', 'أحياء', 'خلية'],
      ...['وراثة', 'биолог*', 'клетк*', 'генетик*', 'днк', '生物', '细胞', '細胞', '基因', '遺伝'],
      ...['जीव विज्ञान', 'कोशिका', 'आनुवंशिक'],
    ],
  },
  {
    emoji: '🌋',
    keywords: [
      ...['geolog*', 'volcan*', 'earthquake*', 'tecton*', 'magma*', 'seisme*', 'terremot*'],
      ...['vulkan*', 'erdbeben*', 'vulcan*', 'tettonic*', 'vulca*', 'جيولوجيا', 'بركان'],
      ...['زلزال', 'геологи*', 'вулкан*', 'землетрясени*', 'тектоник*', 'магм*', '地质', '地質'],
      ...['火山', '地震', 'भूविज्ञान', 'ज्वालामुखी', 'भूकंप'],
    ],
  },
  {
    emoji: '🔭',
    keywords: [
      ...['astronom*', 'planet*', 'galax*', 'star', 'stars', 'universe', 'planete*', 'etoile*'],
      ...['univers', 'planeta*', 'galaxia*', 'estrella*', 'universo', 'stern', 'sterne'],
      ...['universum', 'pianet*', 'galassi*', 'estrela*', 'فلك', 'كوكب', 'مجرة', 'астроном*'],
      ...['планет*', 'галактик*', 'звезд*', 'вселенн*', '天文', '行星', '星系', '宇宙', '惑星'],
      ...['銀河', 'खगोल', 'आकाशगंगा'],
    ],
  },
  {
    emoji: '🏛️',
    keywords: [
      ...['histor*', 'war', 'wars', 'empire*', 'revolution*', 'centur*', 'medieval', 'ancient'],
      ...['histoire', 'guerre*', 'siecle*', 'antiquite', 'historia', 'guerra*', 'imperio*'],
      ...['revolucion*', 'siglo*', 'geschichte', 'krieg*', 'jahrhundert*', 'storia', 'impero'],
      ...['rivoluzion*', 'secolo', 'secoli', 'revolucao', 'seculo*', 'تاريخ', 'حرب', 'ثورة'],
      ...['истори*', 'войн*', 'импери*', 'революци*', '历史', '歴史', '战争', '戦争', '帝国'],
      ...['革命', '朝代', 'इतिहास', 'युद्ध', 'साम्राज्य', 'क्रांति'],
    ],
  },
  {
    emoji: '🌍',
    keywords: [
      ...['geograph*', 'climate*', 'continent*', 'population*', 'river*', 'climat*', 'fleuve*'],
      ...['geograf*', 'clima*', 'continente*', 'poblacion*', 'klima*', 'kontinent*'],
      ...['bevolkerung*', 'popolazion*', 'populacao', 'جغرافيا', 'مناخ', 'قارة', 'سكان'],
      ...['географи*', 'климат*', 'континент*', 'населени*', '地理', '气候', '気候', '大陆'],
      ...['大陸', 'भूगोल', 'जलवायु', 'महाद्वीप', 'जनसंख्या'],
    ],
  },
  {
    emoji: '📚',
    keywords: [
      ...['literat*', 'novel', 'novels', 'poem*', 'poet*', 'litterat*', 'roman', 'romans'],
      ...['poesie*', 'personnage*', 'literatur*', 'novela*', 'poesia*', 'romane', 'gedicht*'],
      ...['dichter*', 'letteratur*', 'romanzo*', 'أدب', 'رواية', 'قصيدة', 'литератур*', 'роман*'],
      ...['стихотворени*', 'поэт*', '文学', '小说', '小説', '诗歌', 'साहित्य', 'उपन्यास', 'कविता'],
    ],
  },
  {
    emoji: '🤔',
    keywords: [
      ...['philosoph*', 'ethic*', 'moral*', 'conscious*', 'ethique*', 'conscience*', 'verite*'],
      ...['filosof*', 'etica*', 'ethik*', 'bewusstsein*', 'فلسفة', 'أخلاق', 'философи*'],
      ...['этик*', 'морал*', '哲学', '伦理', '倫理', '道德', '道徳', 'दर्शनशास्त्र', 'नैतिक'],
    ],
  },
  {
    emoji: '📈',
    keywords: [
      ...['econom*', 'market*', 'inflation*', 'financ*', 'gdp', 'marche', 'marches', 'pib'],
      ...['entreprise*', 'mercado*', 'inflacion*', 'wirtschaft*', 'okonom*', 'markt*'],
      ...['finanz*', 'mercato*', 'inflazion*', 'pil', 'inflacao', 'اقتصاد', 'تضخم'],
      ...['экономик*', 'рынок*', 'рынк*', 'инфляци*', '经济', '経済', '市场', '市場'],
      ...['通货膨胀', 'インフレ', 'अर्थशास्त्र', 'मुद्रास्फीति'],
    ],
  },
  {
    emoji: '💻',
    keywords: [
      ...['computer*', 'algorithm*', 'programming', 'software', 'informatique*', 'logiciel*'],
      ...['programmation', 'informatic*', 'algoritm*', 'programacion', 'informatik*'],
      ...['programmier*', 'programmazion*', 'programacao', 'computacao', 'حاسوب', 'برمجة'],
      ...['خوارزمية', 'информатик*', 'алгоритм*', 'программировани*', '计算机', '算法', '编程'],
      ...['コンピュータ', 'アルゴリズム', 'プログラミング', 'कंप्यूटर', 'एल्गोरिदम', 'प्रोग्रामिंग'],
    ],
  },
  {
    emoji: '🎵',
    keywords: [
      ...['music*', 'melod*', 'rhythm*', 'song', 'songs', 'musique*', 'rythme*', 'chanson*'],
      ...['musica*', 'ritmo*', 'cancion*', 'musik*', 'rhythmus', 'موسيقى', 'لحن', 'музык*'],
      ...['мелоди*', 'ритм*', '音乐', '音楽', '旋律', '节奏', 'リズム', 'संगीत'],
    ],
  },
  {
    emoji: '🎨',
    keywords: [
      ...['art', 'arts', 'painting*', 'painter*', 'sculpture*', 'peinture*', 'peintre*'],
      ...['arte', 'pintura*', 'pintor*', 'escultura*', 'kunst*', 'malerei*', 'maler'],
      ...['skulptur*', 'pittura*', 'pittore*', 'scultura*', 'الفن', 'لوحة', 'искусств*'],
      ...['живопис*', 'художник*', 'скульптур*', '艺术', '芸術', '绘画', '絵画', '雕塑', '彫刻'],
      ...['चित्रकला', 'मूर्तिकला'],
    ],
  },
  {
    emoji: '🗣️',
    keywords: [
      ...['grammar*', 'vocabular*', 'verb', 'verbs', 'tense', 'tenses', 'conjugat*'],
      ...['grammaire*', 'vocabulaire*', 'verbe*', 'conjugaison*', 'gramatica*', 'verbo*'],
      ...['conjugacion*', 'grammatik*', 'vokabel*', 'wortschatz*', 'konjugation*'],
      ...['grammatica*', 'vocabolario*', 'verbi', 'coniugazion*', 'conjugacao', 'قواعد'],
      ...['مفردات', 'грамматик*', 'лексик*', 'глагол*', 'спряжени*', '语法', '文法', '词汇'],
      ...['語彙', '动词', '動詞', 'व्याकरण', 'शब्दावली'],
    ],
  },
  {
    emoji: '⚖️',
    keywords: [
      ...['law', 'laws', 'legal*', 'constitution*', 'court', 'courts', 'justice*', 'droit'],
      ...['loi', 'lois', 'juridique*', 'tribunal*', 'derecho*', 'ley', 'leyes'],
      ...['constitucion*', 'justicia*', 'gesetz*', 'verfassung*', 'gericht*', 'diritto*'],
      ...['legge*', 'costituzion*', 'direito*', 'lei', 'leis', 'constituicao', 'justica'],
      ...['قانون', 'دستور', 'محكمة', 'право*', 'закон*', 'конституци*', 'суд', 'суда'],
      ...['法律', '宪法', '憲法', '法院', '裁判', 'कानून', 'संविधान', 'न्यायालय'],
    ],
  },
  {
    emoji: '🩺',
    keywords: [
      ...['medic*', 'health*', 'disease*', 'patient*', 'anatom*', 'symptom*', 'medec*'],
      ...['sante', 'maladie*', 'symptome*', 'salud', 'enfermedad*', 'paciente*', 'medizin*'],
      ...['gesundheit*', 'krankheit*', 'salute', 'malattia', 'malattie', 'paziente*', 'saude'],
      ...['doenca*', 'الطب', 'صحة', 'مرض', 'تشريح', 'медицин*', 'здоровь*', 'болезн*'],
      ...['пациент*', 'анатоми*', '医学', '健康', '疾病', '病気', '患者', '解剖'],
      ...['चिकित्सा', 'स्वास्थ्य', 'बीमारी'],
    ],
  },
  {
    emoji: '⚽',
    keywords: [
      ...['sport*', 'football', 'athlet*', 'entrainement*', 'deporte*', 'futbol', 'atlet*'],
      ...['fussball', 'calcio', 'esporte*', 'desporto*', 'futebol', 'رياضة', 'كرة القدم'],
      ...['спорт*', 'футбол*', '体育', '足球', 'スポーツ', 'サッカー', 'फुटबॉल'],
    ],
  },
];

/** Lower case, `ß` as `ss`, Latin and Cyrillic letters without their accents. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const wordScripts = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;

function keywordPattern(keyword: string): string {
  const prefix = keyword.endsWith('*');
  const word = fold(prefix ? keyword.slice(0, -1) : keyword);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!wordScripts.test(word)) return escaped;
  return `(?<![\\p{L}\\p{N}])${escaped}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`;
}

const matchers = subjects.map(({ emoji, keywords }) => ({
  emoji,
  pattern: new RegExp(keywords.map(keywordPattern).join('|'), 'gu'),
}));

// The start of a lesson says what it is about; reading all of a long one adds time, not accuracy.
const textSample = 20_000;
const titleWeight = 3;
const minimumScore = 2;

function count(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  return text.match(pattern)?.length ?? 0;
}

/**
 * The emoji of the subject a lesson is about, from keywords of its title (which weigh more) and
 * text in any of the 11 lesson languages; the same lesson always gets the same one, 📘 by default.
 */
export function pickLessonEmoji(title: string, text = ''): string {
  const foldedTitle = fold(title);
  const foldedText = fold(text.slice(0, textSample));
  let best = { emoji: defaultLessonEmoji, score: minimumScore - 1 };
  for (const { emoji, pattern } of matchers) {
    const score = titleWeight * count(pattern, foldedTitle) + count(pattern, foldedText);
    if (score > best.score) best = { emoji, score };
  }
  return best.emoji;
}
