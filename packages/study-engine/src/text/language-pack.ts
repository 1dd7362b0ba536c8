import type { LessonLanguage } from '@study/shared';
import { foldText } from './normalize.ts';

/** What the builtin engine knows about one lesson language. */
export interface LanguagePack {
  /** Function words: they break key-term candidates and carry no meaning for retrieval. */
  stopWords: ReadonlySet<string>;
  /** Articles and determiners skipped between a cue word and the term it introduces. */
  determiners: ReadonlySet<string>;
  /**
   * Determiners of any one of a kind, which also make "X <copula> <determiner> ..." a definition
   * ("An anticoagulant is any substance that…", "Un antigène est toute molécule…").
   */
  anyDeterminers?: ReadonlySet<string>;
  /** Words that introduce a name right after them ("called X", "appelé X"). */
  namingCues: ReadonlySet<string>;
  /**
   * The participles that name a term right after them ("is called X", "bones known as X", "est
   * appelée X"), as a regular-expression alternation: the card answers' readings of a naming
   * sentence are built from it.
   */
  namingParticiples?: string;
  /** Verbs that make "X <copula> <determiner> ..." a definition. */
  copulas: ReadonlySet<string>;
  /** Relative pronouns that open a defining clause after a term ("X, which ..."). */
  relatives: ReadonlySet<string>;
  /** Elided prefixes split off a word ("l’", "dell’"). */
  elisions: ReadonlySet<string>;
  /** Whether words are separated by spaces; without spaces, terms are single segmenter words. */
  spaced: boolean;
  /**
   * A heading that announces the lesson's key words ("Key words", "Vocabulaire"): the items under
   * it that open on a term and a colon are the author's own choice of key terms.
   */
  glossaryHeading?: RegExp;
  /** Words a lesson labels its own parts with ("Conclusion :", "Remarque :"): no term alone. */
  labels?: ReadonlySet<string>;
  /**
   * Nouns of a part or a moment of something ("the beginning of the war", "c'est le début de la
   * guerre de position"): what follows them is the term, they are none alone.
   */
  parts?: ReadonlySet<string>;
  /**
   * What gives the word of another language a term comes from, as a regular expression ending
   * before that word: "from the Latin (word)", "du latin", "du grec ancien".
   */
  etymology?: string;
  /** How the language writes dates, for the cards and questions on key dates (en and fr). */
  dates?: {
    /** Month names, as a regular-expression alternation. */
    months: string;
    /** What opens a sentence before its date ("On", "In", "Le", "En"). */
    lead: string;
    /**
     * A year of an era, as a regular expression: "AD 79", "44 BC", "52 av. J.-C.", "58 et 51
     * av. J.-C.", a year of Antiquity or of the early Middle Ages that no other sign marks as a
     * date.
     */
    era: string;
    /** A century, as a regular expression: "the 16th century", "le XVIe siècle". */
    century: string;
    /**
     * Words before a year that say it is approximate ("around 1450", "vers 1450"), as a regular
     * expression: a question asks "What happened around 1450?".
     */
    approximately?: string;
    /** "on 14 July 1789" / "in 1792". */
    onDay: string;
    inYear: string;
    whatHappened: string;
    whenDidItHappen: string;
    /**
     * A copula and an article at the head of an event, or "there was", as a regular expression:
     * what it tells is a state ("France was an absolute monarchy", "The most recent edition is the
     * DSM-5"), not something that happened then.
     */
    state: string;
  };
  /**
   * How the language gives examples, effects and causes of a term, as regular-expression
   * alternations and word lists (en and fr).
   */
  relations?: {
    /** After the term: "such as", "for example", "comme". */
    such: string;
    /**
     * A cue of `such` that also compares ("comme": "like"), as an alternation: right after a
     * category, with no comma, examples follow it only when the category is written as several
     * things (a plural, or after "un", "des", "certains"); "Catabolisme et Anabolisme comme les
     * cellules eucaryotes" compares.
     */
    comparing?: string;
    /** Determiners that open a category of several things: "des", "certains", "plusieurs". */
    indefinites?: ReadonlySet<string>;
    /** Before the term: "examples of". */
    examplesOf: string;
    /** Between "examples of X" and the list: "include", "are" (a colon always does). */
    listed: string;
    /** Between the list and the term: "is an example of". */
    isExample: string;
    /** Prepositions: a term after one is another noun's complement. */
    prepositions: ReadonlySet<string>;
    /** Demonstratives and possessives: an example opening on one points back. */
    pointing: ReadonlySet<string>;
    /** Words that deny or compare: "not all sensations result in perception". */
    negations: ReadonlySet<string>;
    /** Words naming a kind: "types of X" is no category to ask examples of. */
    generic: ReadonlySet<string>;
    /** Verbs and auxiliaries: what ends an example's noun phrase. */
    closers: ReadonlySet<string>;
    /** What joins a list's last item: "and", "or". */
    conjunctions: string;
    /** "Which of these is an example of “{category}”?" */
    whichExample: string;
    /** Between a term and its effect: "causes", "leads to". */
    causes: string;
    /** Between a term and its cause: "is caused by", "is due to". */
    causedBy: string;
    /** "Which of these does “{category}” lead to…?" */
    whichEffect: string;
    /** "What causes “{category}”…?" */
    whichCause: string;
    /** An open question: "What does “{category}” lead to…?" */
    whatEffect: string;
    /** "What is the difference between “{a}” and “{b}”?" */
    whichDifference: string;
  };
  /**
   * How the lesson's sentences on what a term does are asked (en and fr): "According to the
   * lesson, what does “{term}” do?", with the verbs that tell no role ("is", "has", "contains",
   * "means", "occurs"): definitions, lists and places are asked otherwise.
   */
  roles?: {
    whatDoes: string;
    /** "What is the role of “{term}”?", of an answer that says what the term is responsible for. */
    whatRole: string;
    /**
     * A card answer that says what its term is responsible for: "responsible for…" after the
     * term's copula, or a sentence whose subject, the first group, holds it ("Le foie est
     * responsable de…").
     */
    responsible: RegExp;
    /** The same question of a plural term: "what do “{term}” do?". */
    whatDo: string;
    /** The same question in the past: "what did “{term}” do?". */
    whatDid: string;
    /**
     * The other way round, among other terms: "which of these {role}?" for a term that does it
     * now, per verb form; none where the language cannot ask it (a French plural: "qu'est-ce
     * qui" takes a singular verb).
     */
    whichDoes?: Partial<Record<'singular' | 'plural', string>>;
    excluded: ReadonlySet<string>;
    /** Grammar words inside a subject: "of", "de" ("le peuple de Paris"). */
    joiners: ReadonlySet<string>;
    /** Auxiliaries that make a past with a participle after them ("a aboli"), where read so. */
    perfect?: ReadonlySet<string>;
    /** Demonstratives: a role that holds one ("uses this memory") says nothing on its own. */
    demonstratives: ReadonlySet<string>;
  };
  templates: {
    define: string;
    /** The question of a card whose term the lesson uses without defining it. */
    about: string;
    whichTerm: string;
    /** An MCQ giving a definition and asking for its term. */
    whichTermMeans: string;
    /** An MCQ giving a term and asking for its definition. */
    whichDefinition: string;
    /** An MCQ showing items of a list of the lesson and one term that is not in it. */
    notInList: string;
    explain: string;
    correct: string;
    partial: string;
    wrong: string;
    coachIntro: string;
    coachNothing: string;
    /** Opens the questions of a coach answer to "quiz me". */
    coachQuiz: string;
    /** Opens the key points of a coach answer to "what should I remember?". */
    coachKeyPoints: string;
  };
  /**
   * How a sentence the lesson says of a term is asked among what it says of others (en and fr):
   * "Which of these does the lesson say about “{term}”?". Where a language has none, such
   * questions are not asked.
   */
  statements?: {
    which: string;
    /** Verbs that agree with one subject ("is", "has"; "est", "a"). */
    singular: ReadonlySet<string>;
    /** Verbs that agree with more than one ("are", "have"; "sont", "ont"). */
    plural: ReadonlySet<string>;
    /** Other words a predicate may open on as its verb ("had"; "peut", "se", "ne"). */
    openers: ReadonlySet<string>;
    /** Determiners of a plural subject ("les", "ces"), where the verb does not tell. */
    pluralDeterminers: ReadonlySet<string>;
    /** "is", "est": with an article of `kinds` after it, a predicate says what a term is a kind of. */
    copulas: ReadonlySet<string>;
    /** "a", "un": see `copulas`. */
    kinds: ReadonlySet<string>;
    /** Words of comparison and negation: what such a predicate says may hold of another term. */
    denies: ReadonlySet<string>;
    /** A negation written inside a word ("n't"). */
    negativeEnding?: string;
    /** Pronouns of people: a sentence holding one tells of someone. */
    personal: ReadonlySet<string>;
    /** Between two terms, words that make one the other, a kind or a part of it ("called"). */
    identifies: ReadonlySet<string>;
    /** Between two terms, words that set them apart ("than", "unlike"). */
    compares: ReadonlySet<string>;
  };
  /**
   * How a person is asked about (en and fr): "Who was “{term}”?", when the lesson defines a name
   * by a noun of `nouns` ("a Greek mathematician…") or by a noun phrase that `relative` follows.
   */
  /**
   * How a lesson states what a law, a principle or a theory says (en and fr): "The James-Lange
   * theory asserts that emotions arise from physiological arousal", "La loi d'Ohm énonce que…".
   * What follows the verb is the term's definition, as glossaries write it.
   */
  theories?: {
    /** Nouns of statements: a term that holds one names a theory ("law of effect"). */
    kinds: ReadonlySet<string>;
    /** The verbs that state, as a regular-expression alternation ("states|asserts|…"). */
    verbs: string;
    /** What opens what is stated after the verb, as a regular expression: "that ", "que ". */
    that: string;
    /** Relative pronouns before a stating verb ("the law, which holds that…"). */
    relative: string;
    /**
     * What opens the sentence after one that names a theory, to say what it states, as regular
     * expressions: `according` ("according to", "selon") before `thisKind` ("this theory", "ce
     * principe") and a comma; or `thisKind` and a verb of `verbs`.
     */
    according: string;
    thisKind: string;
    /** The card's question: "What does “{term}” state?". */
    whatStates: string;
    /** An MCQ giving what a theory states and asking for the theory. */
    whichStates: string;
    /** An MCQ giving a theory and asking what it states. */
    whichStatement: string;
  };
  people?: {
    who: string;
    /** The same question of people: "Who were “{term}”?". */
    whoMany: string;
    /** An MCQ giving what one person was and asking for their name: "Who was this: “{definition}”?". */
    whoThis: string;
    /** Plurals of people that do not end as plurals do ("people", "gens"). */
    plurals: ReadonlySet<string>;
    /** Articles that open the definition of one person ("a", "un"): "un héros" is one. */
    singular: ReadonlySet<string>;
    /** Nouns of people, singular and plural. */
    nouns: ReadonlySet<string>;
    /** Endings of nouns of people the list lacks ("volcanologist", "volcanologue"), folded. */
    nounEndings?: RegExp;
    /** A relative pronoun said of people only ("a … who"), where the language has one. */
    relative?: string;
    /**
     * What opens what a person says after their name, as a regular expression ("argued that ",
     * "explique que ", "dit : "), and the question that quotes it and asks who said it.
     */
    says: string;
    whoSaid: string;
  };
}

/** Word lists are compared with folded tokens, so they are folded too. */
const words = (list: string): ReadonlySet<string> =>
  new Set(list.split(/\s+/).filter(Boolean).map(foldText));

const enStop = `a an the and or but nor so yet of to in on at by for with from into onto upon about
above below between among through during before after over under within without against along
across around behind beyond toward towards near off out up down than then as if because while
whereas although though since unless until when where which who whom whose what why how that this
these those there here it its it's they them their theirs he him his she her hers we us our you
your i me my is are was were be been being am has have had having do does did doing can could may
might must shall should will would not no also only very more most less least such both each
either neither all any some many much few fewer fewest several other another same own one two three four five
six seven eight nine ten first second third just even still often usually however therefore thus
hence instead rather again further once too well like unlike per via including include includes
included called known named termed referred refers refer see make makes made allows allow allowed
cause causes caused use uses used using found find located form forms formed contain contains
contained produce produces produced provide provides provided help helps become becomes became
occur occurs occurred consist consists results result leads lead led take takes taken give gives
given require requires required involve involves involved example examples e.g i.e etc fig figure
mean means meaning describe describes described different various new important certain
particular typical similar called almost nearly always never sometimes ones january february march april may
june july august september october november december`;

const frStop = `le la les l un une des de du d au aux et ou mais donc or ni car à a en dans par pour
sur sous avec sans chez entre vers contre selon pendant avant après depuis dès jusqu jusque ce cet
cette ces se sa son ses leur leurs mon ma mes ton ta tes notre nos votre vos qui que qu quoi dont
lequel laquelle lesquels lesquelles auquel auxquels auxquelles duquel desquels desquelles où il ils elle elles on nous vous je tu me te lui y est sont était étaient être été sera seront a
ont avait avaient avoir eu fait font faire peut peuvent pouvoir doit doivent ne pas plus moins très
aussi ainsi alors comme si lorsque quand puis tout tous toute toutes autre autres même mêmes tel
telle tels telles chaque plusieurs certains certaines quelques cela ceci ça celui celle ceux celles
c s n m t j lorsqu puisqu quelqu appelé appelée appelés appelées nommé nommée nommés nommées
désigne désignent correspond correspondent permet permettent forme forment contient contiennent
produit produisent exemple par-exemple ex fig figure etc dit dite dits dites nom terme deux trois
quatre cinq premier première second seconde bien encore souvent toujours jamais déjà enfin ensuite
cependant toutefois donc également notamment surtout grâce afin selon lors abord ailleurs près auprès loin
mieux parfois peu beaucoup trop assez tard tôt ici là autour presque plutôt vite longtemps pourtant néanmoins
davantage autant désormais autrefois janvier février mars avril
mai juin juillet août septembre octobre novembre décembre`;

const esStop = `el la los las lo un una unos unas de del al y e o u pero ni a ante bajo con contra desde
en entre hacia hasta para por según sin sobre tras que quien quienes cual cuales cuyo donde cuando
como si no es son era eran ser sido está están estar ha han había haber se su sus le les me te nos
este esta estos estas ese esa esos esas aquel aquella también muy más menos tanto todo todos toda
todas otro otra otros otras mismo misma cada varios algunas algunos llamado llamada llamados
llamadas denominado denominada conocido conocida como ejemplo dos tres primer primera segundo`;

const itStop = `il lo la i gli le l un uno una di del dello della dei degli delle d a al allo alla ai
agli alle all da dal dalla dai dalle in nel nello nella nei negli nelle nell con su sul sulla per
tra fra e ed o ma che chi cui non è sono era erano essere stato ha hanno aveva avere si suo sua
suoi sue loro questo questa questi queste quello quella anche molto più meno tutto tutti tutta
tutte altro altra altri altre stesso ogni alcuni alcune chiamato chiamata chiamati chiamate detto
detta detti dette come esempio due tre primo prima secondo dell sull dall nell un'`;

const ptStop = `o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às por pelo pela
pelos pelas para com sem sob sobre entre até desde e ou mas nem que quem qual quais cujo onde
quando como se não é são era eram ser sido está estão estar foi há tem têm ter seu sua seus suas
lhe este esta estes estas esse essa esses essas aquele aquela também muito mais menos todo todos
toda todas outro outra outros outras mesmo cada vários algumas alguns chamado chamada chamados
chamadas denominado denominada conhecido conhecida exemplo dois duas três primeiro primeira`;

const deStop = `der die das den dem des ein eine einen einem einer eines und oder aber doch sondern
denn in im an am auf aus bei mit nach von vom zu zum zur über unter vor hinter neben zwischen
durch für gegen ohne um bis seit während wegen als wie wenn weil dass ob ist sind war waren sein
gewesen wird werden wurde wurden hat haben hatte hatten kann können muss müssen soll sollen nicht
kein keine sich sie er es wir ihr ich man sein seine ihre ihr dieser diese dieses jener auch sehr
mehr weniger alle allem allen aller alles andere anderen jede jeder jedes einige mehrere genannt
bezeichnet heißt heißen nennt nennen beispiel zwei drei erste ersten zweite so noch nur schon`;

const ruStop = `и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по
только ее её мне было вот от меня еще ещё нет о из ему теперь когда даже ну вдруг ли если уже или
ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть
надо ней для мы тебя их чем была сам чтобы без будто чего раз тоже себе под будет ж тогда кто
этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда
зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про
всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том
нельзя такой им более всегда конечно всю между это эта является являются называется называют
называемый называемая например также`;

const arStop = `في من إلى على عن مع هذا هذه ذلك تلك التي الذي الذين اللذان هو هي هم هن أن إن كان
كانت يكون تكون لا ما لم لن قد كل بعض أو ثم بين حتى عند عندما كما أيضا أي إذا لكن بل غير يسمى
تسمى يدعى تدعى وهو وهي فهو فهي هناك هنا و ف ب ل ك`;

const hiStop = `का के की को में से पर और या है हैं था थे थी होता होती होते हो भी यह वह ये वे इस उस
इन उन एक लिए तक जो कि तो ही नहीं कहते कहा जाता जाती जाते कहलाता कहलाती द्वारा साथ बाद पहले
तथा एवं अथवा अपने अपनी अपना रूप`;

const zhStop = `的 了 是 在 和 与 及 或 也 都 就 而 但 这 那 这些 那些 一个 一种 它 它们 他 他们 我们 你
被 把 对 从 到 为 以 于 之 其 中 上 下 等 称为 叫做 叫 即 也是 就是 可以 能 会 有 没有 不 很 更 最`;

const jaStop = `の に は を が と で も へ や から まで より など か な だ です ます である する した して
され される いる ある あり この その あの これ それ あれ ここ そこ また および または ため こと
もの よう とは と呼ばれる 呼ばれる いう`;

/** The builtin engine's language data, one pack per lesson language. */
export const languagePacks: Record<LessonLanguage, LanguagePack> = {
  en: {
    stopWords: words(enStop),
    determiners: words('a an the this that these those its their'),
    labels: words(
      'conclusion conclusions summary introduction note notes remark remarks reminder warning tip tips overview recap definition definitions keywords keyword glossary',
    ),
    parts: words('beginning beginnings start end middle rest remainder half majority part'),
    glossaryHeading:
      /^(?:key\s+(?:words?|terms?|vocabulary|concepts?|definitions?)|keywords?|glossary|vocabulary|definitions?|(?:terms?|words?)\s+to\s+(?:know|remember|learn))(?![\p{L}])/iu,
    anyDeterminers: words('any'),
    namingCues: words('called termed named dubbed nicknamed term as'),
    namingParticiples: 'called|known as|termed|referred to as|named|nicknamed|dubbed',
    copulas: words('is are was were refers means describes'),
    relatives: words('which that who'),
    elisions: words(''),
    spaced: true,
    etymology: String.raw`from\s+(?:the\s+)?(?:(?:Ancient|Old)\s+)?(?:Latin|Greek)(?:\s+(?:word|term|root|verb|noun))?`,
    dates: {
      months:
        'January|February|March|April|May|June|July|August|September|October|November|December',
      lead: 'On|In|By',
      era: String.raw`(?:AD|A\.D\.) \d{1,4}|\d{1,4}(?:(?: and | to |[-–])\d{1,4})? (?:BC|BCE|B\.C\.|AD|CE)`,
      century: String.raw`(?:\d{1,2}(?:st|nd|rd|th)|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)) century(?: (?:BC|BCE|AD|CE))?`,
      approximately: String.raw`around|circa|c\.|ca\.`,
      onDay: 'on {date}',
      inYear: 'in {date}',
      whatHappened: 'What happened {when}?',
      whenDidItHappen: 'When did this happen? “{event}”',
      state: '(?:is|are|was|were)\\s+(?:an?|the|one of)\\s|there\\s+(?:is|are|was|were)\\s',
    },
    relations: {
      such: 'such as|for example,?|for instance,?|e\\.g\\.,?|including',
      examplesOf: 'examples?\\s+of',
      listed: 'include|includes|are',
      isExample:
        '(?:is|are)\\s+(?:(?:an?|one|some|other|good|typical|common|classic)\\s+)*examples?\\s+of',
      prepositions: words(
        'of in on at by for with from into onto inside beneath below under within between among through to about against along across around behind beyond near over upon toward towards during after before',
      ),
      pointing: words('this these that those its their his her our your such'),
      negations: words('not no never neither nor less more fewer'),
      generic: words(
        'type types kind kinds form forms sort sorts example examples variety varieties',
      ),
      closers: words(
        'is are was were be been being to have has had can could may might will would should must do does did',
      ),
      conjunctions: 'and|or',
      whichExample: 'Which of these is an example of “{category}”?',
      causes:
        '(?:(?:often|usually|can|may|also|eventually|directly|ultimately|then)\\s+)?(?:causes|cause|caused|leads to|lead to|led to|results in|result in|resulted in|triggers|trigger|triggered|gives rise to|give rise to|gave rise to)',
      causedBy:
        '(?:is|are|was|were)\\s+(?:(?:mainly|mostly|usually|often|largely|partly|generally)\\s+)?(?:caused by|due to|triggered by|the result of)',
      whichEffect: 'According to the lesson, which of these does “{category}” lead to?',
      whichCause: 'According to the lesson, what causes “{category}”?',
      whatEffect: 'According to the lesson, what does “{category}” lead to?',
      whichDifference: 'What is the difference between “{a}” and “{b}”?',
    },
    roles: {
      whatDoes: 'According to the lesson, what does “{term}” do?',
      whatRole: 'What is the role of “{term}”?',
      responsible: /^(?:(?:primarily|largely|mainly)\s+)?responsible\s+for\s/iu,
      whatDo: 'According to the lesson, what do “{term}” do?',
      whatDid: 'According to the lesson, what did “{term}” do?',
      whichDoes: {
        singular: 'According to the lesson, which of these {role}?',
        plural: 'According to the lesson, which of these {role}?',
      },
      joiners: words('of'),
      demonstratives: words('this these those'),
      excluded: words(
        'is are was were be has have had does do did contains contain includes include consists consist comprises comprise refers refer means mean describes describe denotes denote represents represent states state shows show says say seems seem becomes become remains remain lies lie occurs occur happens happen exists exist takes take appears appear depends depend differs differ varies vary belongs belong looks look tends tend possesses possess possessed did had included contained consisted comprised referred meant described denoted represented stated showed said seemed became remained lay occurred happened existed took appeared depended differed varied belonged looked tended',
      ),
    },
    statements: {
      which: 'Which of these does the lesson say about “{term}”?',
      singular: words('is was has does'),
      plural: words('are were have do'),
      openers: words('had'),
      pluralDeterminers: words(''),
      copulas: words('is are was were'),
      kinds: words('a an one'),
      denies: words('than more less not never no unlike whereas'),
      negativeEnding: "n't",
      // Not "we", "our", "us": a textbook's readers and people at large ("controls our internal
      // organs", "is activated when we are faced with…"), no one of a story.
      personal: words('he she him his her hers they them their you your i me my'),
      identifies: words(
        'is are was were called known named termed type kind form example divided subdivided comprised composed consist consists include includes contain contains part branch',
      ),
      compares: words('than unlike whereas'),
    },
    theories: {
      kinds: words(
        'theory theories law laws principle principles hypothesis hypotheses theorem rule model',
      ),
      verbs:
        'states|asserts|suggests|proposes|maintains|argues|posits|holds|predicts|claims|assumes|says|postulates|requires',
      // "states that, other things being equal, when…": an aside between commas is no part of
      // what is stated.
      that: String.raw`that(?:,\s+[^,.;:]{2,40},)?,?\s+`,
      relative: 'that|which',
      according: 'according to',
      thisKind: 'this (?:theory|law|principle|hypothesis|model|rule|view)',
      whatStates: 'What does “{term}” state?',
      whichStates: 'Which of these states that “{definition}”?',
      whichStatement: 'Which of these does “{term}” state?',
    },
    people: {
      who: 'Who was “{term}”?',
      whoMany: 'Who were “{term}”?',
      whoThis: 'Who was this: “{definition}”?',
      plurals: words('people men women children'),
      singular: words('a an one the'),
      relative: 'who',
      nounEndings: /(?:ologist|ician)s?$/,
      says: String.raw`(?:says|said|argued|argues|believed|believes|proposed|proposes|suggested|suggests|claimed|claims|explained|explains|stated|states|asserted|asserts|maintained|maintains|theorized|hypothesized|wrote|writes|thought|thinks)\s+that\s+`,
      whoSaid: 'According to the lesson, who said this: “{statement}”?',
      nouns: words(
        'king kings queen queens emperor empress pharaoh pope prince princess duke archduke lord leader leaders ruler chief general generals admiral soldier soldiers officer president minister statesman politician revolutionary philosopher philosophers scientist scientists mathematician mathematicians physicist physicists chemist chemists biologist biologists astronomer astronomers geographer historian historians economist economists psychologist psychologists psychiatrist sociologist anthropologist neurologist physician physicians doctor surgeon anatomist naturalist botanist geologist inventor inventors engineer engineers explorer explorers navigator navigators writer writers author authors poet poets novelist playwright painter painters sculptor architect composer composers musician musicians artist artists theorist theorists researcher researchers thinker thinkers reformer monk priest bishop saint prophet merchant lawyer judge journalist banker bankers humanist humanists professor professors teacher teachers scholar scholars psychoanalyst neuroscientist linguist educator founder activist diplomat theologian missionary man woman men women son daughter father mother wife husband brother sister',
      ),
    },
    templates: {
      define: 'What does “{term}” mean?',
      about: 'What does the lesson say about “{term}”?',
      whichTerm: 'Which term completes this? “{text}”',
      whichTermMeans: 'Which term means this: “{definition}”?',
      whichDefinition: 'Which of these defines “{term}”?',
      notInList: 'Which of these is NOT listed under “{list}”?',
      explain: 'Explain “{term}” in your own words.',
      correct: 'Correct: your answer matches the lesson.',
      partial: 'Partly right. The lesson says: {expected}',
      wrong: 'Not quite. The lesson says: {expected}',
      coachIntro: 'Here is what your lesson says:',
      coachNothing:
        'I could not find this in your lesson. Try asking about one of its terms or sections.',
      coachQuiz:
        'Test yourself: answer these questions, then check your answers in the sources below.',
      coachKeyPoints: 'The key points of your lesson:',
    },
  },
  fr: {
    stopWords: words(frStop),
    determiners: words('le la les l un une des du de d ce cet cette ces son sa ses leur leurs'),
    labels: words(
      'conclusion conclusions résumé introduction remarque remarques rappel rappels bilan astuce nb définition définitions mots-clés mots-clé mot-clé glossaire lexique',
    ),
    parts: words('début fin milieu reste moitié majorité plupart partie'),
    glossaryHeading:
      /^(?:mots?[-\s]cl[ée]s?|(?:mots|termes|notions)\s+(?:cl[ée]s|[àa]\s+(?:retenir|conna[iî]tre))|notions\s+essentielles|vocabulaire|lexique|glossaire|d[ée]finitions?)(?![\p{L}])/iu,
    anyDeterminers: words('tout toute'),
    namingCues: words(
      'appelé appelée appelés appelées appelle appellent nommé nommée nommés nommées nomme nomment dénommé dénommée surnommé surnommée surnommés surnommées surnomme surnomment nom terme dit dite parle',
    ),
    namingParticiples: 'appelée?s?|nommée?s?|dénommée?s?|surnommée?s?',
    copulas: words('est sont était étaient désigne désignent correspond correspondent'),
    relatives: words('qui dont'),
    elisions: words('l d qu j n s c m t jusqu lorsqu puisqu quelqu'),
    spaced: true,
    etymology: String.raw`(?:du|en|de\s+l['’])\s+(?:latin|grec)(?:\s+ancien)?(?:\s+(?:mot|terme|racine|verbe|nom))?`,
    dates: {
      months:
        'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
      lead: 'Le|En|Dès',
      era: String.raw`\d{1,4}(?:(?: et | à |[-–])\d{1,4})? (?:av\.|apr\.|avant|après) J\.-C\.`,
      century: String.raw`(?:[IVXL]+|\d{1,2})(?:e|er|ème) siècle(?: (?:av\.|apr\.|avant|après) J\.-C\.)?`,
      approximately: 'vers|autour de',
      onDay: 'le {date}',
      inYear: 'en {date}',
      whatHappened: 'Que s’est-il passé {when} ?',
      whenDidItHappen: 'Quand cela s’est-il passé ? « {event} »',
      state:
        "(?:est|sont|était|étaient)\\s+(?:une?|des|la|le|les|l[’']une? des)\\s|(?:est|sont|était|étaient)\\s+l[’']|il y a(?:vait)?\\s",
    },
    relations: {
      such: 'tels? que|telles? que|comme|par exemple,?|notamment',
      comparing: 'comme',
      indefinites: words('un une des certains certaines plusieurs nombreux nombreuses autres'),
      examplesOf: "exemples?\\s+(?:de\\s+|d[’'])",
      listed: 'sont|incluent|comprennent',
      isExample: "(?:est|sont)\\s+(?:un|des|d[’']autres)\\s+exemples?\\s+(?:de\\s+|d[’'])",
      prepositions: words(
        'de du des d à au aux en dans sur sous par pour avec entre chez vers contre',
      ),
      pointing: words('ce cet cette ces son sa ses leur leurs notre nos votre vos'),
      negations: words('ne n pas aucun aucune jamais ni moins plus'),
      generic: words('type types sorte sortes forme formes exemple exemples genre genres'),
      closers: words('est sont était étaient être se s ont peut peuvent doit doivent'),
      conjunctions: 'et|ou',
      whichExample: 'Lequel de ces éléments est un exemple de la notion « {category} » ?',
      causes:
        '(?:(?:souvent|aussi|alors|également)\\s+)?(?:cause|causent|a causé|ont causé|provoque|provoquent|a provoqué|ont provoqué|entraîne|entraînent|a entraîné|ont entraîné|conduit à|conduisent à|a conduit à|déclenche|déclenchent|aboutit à|mène à|mènent à)',
      causedBy:
        '(?:est|sont|était|étaient|a été|ont été)\\s+(?:(?:surtout|souvent|principalement|généralement)\\s+)?(?:causée?s?|provoquée?s?|déclenchée?s?) par|(?:est|sont|était|étaient)\\s+(?:(?:surtout|souvent|principalement)\\s+)?(?:dûe?s?|due?s?) à',
      whichEffect: 'Selon le cours, qu’entraîne « {category} » ?',
      whichCause: 'Selon le cours, qu’est-ce qui cause « {category} » ?',
      whatEffect: 'Selon le cours, qu’entraîne « {category} » ?',
      whichDifference: 'Quelle est la différence entre « {a} » et « {b} » ?',
    },
    roles: {
      whatDoes: 'Selon le cours, que fait « {term} » ?',
      whatRole: 'Quel est le rôle de « {term} » ?',
      responsible:
        /^([^,;:]{0,80}?)\s(?:est|sont)\s+(?:responsables?|chargée?s?)\s+(?:de|du|des|d['’])/iu,
      whatDo: 'Selon le cours, que font « {term} » ?',
      whatDid: 'Selon le cours, qu’a fait « {term} » ?',
      whichDoes: { singular: 'Selon le cours, qu’est-ce qui {role} ?' },
      joiners: words('de du des d'),
      demonstratives: words('cet cette ces'),
      perfect: words('a ont'),
      excluded: words(
        'est sont a ont va vont fait font possède possèdent peut peuvent doit doivent contient contiennent comprend comprennent comporte comportent désigne désignent correspond correspondent signifie signifient représente représentent inclut incluent constitue constituent existe existent dépend dépendent semble semblent devient deviennent reste restent appartient appartiennent varie varient diffère diffèrent apparaît apparaissent',
      ),
    },
    statements: {
      which: 'Laquelle de ces phrases le cours dit-il de « {term} » ?',
      singular: words('est était a avait'),
      plural: words('sont étaient ont avaient'),
      openers: words('fut furent peut peuvent doit doivent se s ne n'),
      pluralDeterminers: words('les des ces ses leurs'),
      copulas: words('est sont était étaient'),
      kinds: words('un une des de d'),
      denies: words('plus moins ne n pas jamais contrairement'),
      personal: words('il elle ils elles nous vous je tu on me te moi toi'),
      identifies: words(
        'est sont était étaient appelé appelée appelés appelées nommé nommée nommés nommées forme exemple divisé divisée divisés divisées composé composée composés composées comprend contient partie',
      ),
      compares: words('que contrairement alors'),
    },
    theories: {
      kinds: words(
        'théorie théories loi lois principe principes hypothèse hypothèses théorème règle modèle',
      ),
      verbs:
        'énonce|énoncent|affirme|affirment|stipule|stipulent|postule|postulent|suppose|supposent|prédit|soutient|soutiennent|impose|imposent|exige|exigent',
      that: String.raw`(?:que\s+|qu['’]\s*)`,
      relative: 'qui',
      according: "selon|d['’]après",
      thisKind: '(?:cette|ce) (?:théorie|loi|hypothèse|règle|principe|modèle)',
      whatStates: 'Que dit « {term} » ?',
      whichStates: 'Lequel de ces termes énonce ceci : « {definition} » ?',
      whichStatement: 'Lequel de ces énoncés est celui de « {term} » ?',
    },
    people: {
      who: 'Qui était « {term} » ?',
      whoMany: 'Qui étaient « {term} » ?',
      whoThis: 'Qui était-ce : « {definition} » ?',
      plurals: words('gens'),
      singular: words('un une le la l'),
      nounEndings: /(?:ologue|icien|icienne)s?$/,
      says: String.raw`(?:dit|disait|explique|expliquait|affirme|affirmait|pense|pensait|soutient|soutenait|estime|estimait|considère|considérait|écrit|déclare|a dit|a expliqué|a affirmé|a écrit|a déclaré)\s*(?:que\s+|qu['’]\s*|:\s*)`,
      whoSaid: 'Selon le cours, qui a dit ceci : « {statement} » ?',
      nouns: words(
        'roi rois reine reines empereur impératrice pharaon pape prince princesse duc archiduc seigneur chef dirigeant général généraux amiral soldat soldats officier président présidente ministre homme femme hommes femmes révolutionnaire philosophe philosophes scientifique scientifiques savant savante savants mathématicien mathématicienne physicien physicienne chimiste biologiste astronome géographe historien historienne économiste psychologue psychiatre sociologue médecin chirurgien anatomiste naturaliste botaniste géologue inventeur inventrice ingénieur explorateur exploratrice navigateur écrivain écrivaine auteur autrice poète poétesse romancier romancière dramaturge peintre sculpteur architecte compositeur compositrice musicien musicienne artiste théoricien chercheur chercheuse penseur réformateur moine prêtre évêque saint prophète marchand avocat juge journaliste banquier banquiers humaniste humanistes professeur professeure enseignant enseignante linguiste psychanalyste neurologue fondateur fondatrice militant militante diplomate théologien missionnaire député députée fils fille père mère épouse époux frère sœur',
      ),
    },
    templates: {
      define: 'Que désigne « {term} » ?',
      about: 'Que dit le cours sur « {term} » ?',
      whichTerm: 'Quel terme complète ceci ? « {text} »',
      whichTermMeans: 'Quel terme désigne ceci : « {definition} » ?',
      whichDefinition: 'Laquelle de ces définitions correspond à « {term} » ?',
      notInList: 'Lequel de ces termes n’apparaît PAS dans « {list} » ?',
      explain: 'Expliquez « {term} » avec vos propres mots.',
      correct: 'Exact : votre réponse correspond au cours.',
      partial: 'En partie juste. Le cours dit : {expected}',
      wrong: 'Pas tout à fait. Le cours dit : {expected}',
      coachIntro: 'Voici ce que dit votre cours :',
      coachNothing:
        'Je n’ai pas trouvé cela dans votre cours. Essayez de poser une question sur l’un de ses termes ou de ses parties.',
      coachQuiz:
        'Testez-vous : répondez à ces questions, puis vérifiez vos réponses dans les sources ci-dessous.',
      coachKeyPoints: 'Les points clés de votre cours :',
    },
  },
  es: {
    stopWords: words(esStop),
    determiners: words('el la los las lo un una unos unas este esta su sus'),
    namingCues: words(
      'llamado llamada llamados llamadas denominado denominada denominados conocido conocida término',
    ),
    copulas: words('es son era eran designa'),
    relatives: words('que cual quien'),
    elisions: words(''),
    spaced: true,
    templates: {
      define: '¿Qué es «{term}»?',
      about: '¿Qué dice la lección sobre «{term}»?',
      whichTerm: '¿Qué término completa esto? «{text}»',
      whichTermMeans: '¿Qué término significa esto: «{definition}»?',
      whichDefinition: '¿Cuál de estas definiciones corresponde a «{term}»?',
      notInList: '¿Cuál de estos NO aparece en «{list}»?',
      explain: 'Explica «{term}» con tus propias palabras.',
      correct: 'Correcto: tu respuesta coincide con la lección.',
      partial: 'En parte correcto. La lección dice: {expected}',
      wrong: 'No exactamente. La lección dice: {expected}',
      coachIntro: 'Esto es lo que dice tu lección:',
      coachNothing: 'No encontré esto en tu lección. Pregunta por uno de sus términos o apartados.',
      coachQuiz:
        'Ponte a prueba: responde a estas preguntas y luego comprueba tus respuestas en las fuentes de abajo.',
      coachKeyPoints: 'Los puntos clave de tu lección:',
    },
  },
  it: {
    stopWords: words(itStop),
    determiners: words('il lo la i gli le l un uno una questo questa suo sua'),
    namingCues: words(
      'chiamato chiamata chiamati chiamate detto detta denominato denominata termine',
    ),
    copulas: words('è sono era erano indica'),
    relatives: words('che cui'),
    elisions: words('l d un dell all dall nell sull quell c'),
    spaced: true,
    templates: {
      define: 'Che cosa indica «{term}»?',
      about: 'Che cosa dice la lezione su «{term}»?',
      whichTerm: 'Quale termine completa questo? «{text}»',
      whichTermMeans: 'Quale termine significa questo: «{definition}»?',
      whichDefinition: 'Quale di queste definizioni corrisponde a «{term}»?',
      notInList: 'Quale di questi NON compare in «{list}»?',
      explain: 'Spiega «{term}» con parole tue.',
      correct: 'Corretto: la tua risposta corrisponde alla lezione.',
      partial: 'In parte giusto. La lezione dice: {expected}',
      wrong: 'Non proprio. La lezione dice: {expected}',
      coachIntro: 'Ecco cosa dice la tua lezione:',
      coachNothing:
        'Non ho trovato questo nella tua lezione. Chiedi di uno dei suoi termini o sezioni.',
      coachQuiz:
        'Mettiti alla prova: rispondi a queste domande, poi controlla le risposte nelle fonti qui sotto.',
      coachKeyPoints: 'I punti chiave della tua lezione:',
    },
  },
  pt: {
    stopWords: words(ptStop),
    determiners: words('o a os as um uma uns umas este esta seu sua'),
    namingCues: words(
      'chamado chamada chamados chamadas denominado denominada conhecido conhecida termo',
    ),
    copulas: words('é são era eram designa'),
    relatives: words('que qual'),
    elisions: words(''),
    spaced: true,
    templates: {
      define: 'O que é «{term}»?',
      about: 'O que diz a lição sobre «{term}»?',
      whichTerm: 'Que termo completa isto? «{text}»',
      whichTermMeans: 'Que termo significa isto: «{definition}»?',
      whichDefinition: 'Qual destas definições corresponde a «{term}»?',
      notInList: 'Qual destes NÃO aparece em «{list}»?',
      explain: 'Explique «{term}» com as suas palavras.',
      correct: 'Correto: a sua resposta corresponde à lição.',
      partial: 'Em parte certo. A lição diz: {expected}',
      wrong: 'Não exatamente. A lição diz: {expected}',
      coachIntro: 'Eis o que diz a sua lição:',
      coachNothing:
        'Não encontrei isto na sua lição. Pergunte sobre um dos seus termos ou secções.',
      coachQuiz:
        'Teste-se: responda a estas perguntas e depois confira as respostas nas fontes abaixo.',
      coachKeyPoints: 'Os pontos-chave da sua lição:',
    },
  },
  de: {
    stopWords: words(deStop),
    determiners: words('der die das den dem des ein eine einen einem einer eines'),
    namingCues: words('genannt bezeichnet heißt nennt begriff'),
    copulas: words('ist sind war waren bezeichnet'),
    relatives: words('der die das welche welcher'),
    elisions: words(''),
    spaced: true,
    templates: {
      define: 'Was bezeichnet „{term}“?',
      about: 'Was sagt die Lektion über „{term}“?',
      whichTerm: 'Welcher Begriff ergänzt dies? „{text}“',
      whichTermMeans: 'Welcher Begriff bedeutet dies: „{definition}“?',
      whichDefinition: 'Welche dieser Definitionen passt zu „{term}“?',
      notInList: 'Was davon steht NICHT unter „{list}“?',
      explain: 'Erkläre „{term}“ mit eigenen Worten.',
      correct: 'Richtig: deine Antwort entspricht der Lektion.',
      partial: 'Teilweise richtig. Die Lektion sagt: {expected}',
      wrong: 'Nicht ganz. Die Lektion sagt: {expected}',
      coachIntro: 'Das sagt deine Lektion:',
      coachNothing:
        'Das habe ich in deiner Lektion nicht gefunden. Frag nach einem ihrer Begriffe oder Abschnitte.',
      coachQuiz:
        'Teste dich: Beantworte diese Fragen und prüfe deine Antworten dann in den Quellen unten.',
      coachKeyPoints: 'Die wichtigsten Punkte deiner Lektion:',
    },
  },
  ru: {
    stopWords: words(ruStop),
    determiners: words(''),
    namingCues: words('называется называют называемый называемая термин'),
    copulas: words('это является являются'),
    relatives: words('который которая которое которые'),
    elisions: words(''),
    spaced: true,
    templates: {
      define: 'Что такое «{term}»?',
      about: 'Что говорится в уроке о «{term}»?',
      whichTerm: 'Какой термин дополняет это? «{text}»',
      whichTermMeans: 'Какой термин означает это: «{definition}»?',
      whichDefinition: 'Какое из этих определений соответствует «{term}»?',
      notInList: 'Что из этого НЕ указано в «{list}»?',
      explain: 'Объясните «{term}» своими словами.',
      correct: 'Верно: ваш ответ совпадает с уроком.',
      partial: 'Частично верно. В уроке сказано: {expected}',
      wrong: 'Не совсем. В уроке сказано: {expected}',
      coachIntro: 'Вот что говорится в вашем уроке:',
      coachNothing: 'Я не нашёл этого в уроке. Спросите об одном из его терминов или разделов.',
      coachQuiz: 'Проверьте себя: ответьте на эти вопросы, затем сверьтесь с источниками ниже.',
      coachKeyPoints: 'Главное в вашем уроке:',
    },
  },
  ar: {
    stopWords: words(arStop),
    determiners: words(''),
    namingCues: words('يسمى تسمى يدعى تدعى مصطلح'),
    copulas: words('هو هي'),
    relatives: words('الذي التي'),
    elisions: words(''),
    spaced: true,
    templates: {
      define: 'ما هو «{term}»؟',
      about: 'ماذا يقول الدرس عن «{term}»؟',
      whichTerm: 'ما المصطلح الذي يكمل هذا؟ «{text}»',
      whichTermMeans: 'ما المصطلح الذي يعني هذا: «{definition}»؟',
      whichDefinition: 'أي من هذه التعريفات يطابق «{term}»؟',
      notInList: 'أي مما يلي لا يرد في «{list}»؟',
      explain: 'اشرح «{term}» بكلماتك الخاصة.',
      correct: 'صحيح: إجابتك تطابق الدرس.',
      partial: 'صحيح جزئيا. يقول الدرس: {expected}',
      wrong: 'ليس تماما. يقول الدرس: {expected}',
      coachIntro: 'هذا ما يقوله درسك:',
      coachNothing: 'لم أجد هذا في درسك. اسأل عن أحد مصطلحاته أو أقسامه.',
      coachQuiz: 'اختبر نفسك: أجب عن هذه الأسئلة، ثم تحقّق من إجاباتك في المصادر أدناه.',
      coachKeyPoints: 'النقاط الأساسية في درسك:',
    },
  },
  hi: {
    stopWords: words(hiStop),
    determiners: words(''),
    namingCues: words('कहते कहलाता कहलाती'),
    copulas: words('है हैं'),
    relatives: words('जो'),
    elisions: words(''),
    spaced: true,
    templates: {
      define: '«{term}» क्या है?',
      about: 'पाठ «{term}» के बारे में क्या कहता है?',
      whichTerm: 'कौन सा शब्द इसे पूरा करता है? «{text}»',
      whichTermMeans: 'कौन सा शब्द इसका अर्थ है: «{definition}»?',
      whichDefinition: 'इनमें से कौन सी परिभाषा «{term}» की है?',
      notInList: 'इनमें से कौन «{list}» में नहीं है?',
      explain: '«{term}» को अपने शब्दों में समझाइए।',
      correct: 'सही: आपका उत्तर पाठ से मेल खाता है।',
      partial: 'आंशिक रूप से सही। पाठ कहता है: {expected}',
      wrong: 'पूरी तरह नहीं। पाठ कहता है: {expected}',
      coachIntro: 'आपका पाठ यह कहता है:',
      coachNothing: 'मुझे यह आपके पाठ में नहीं मिला। इसके किसी शब्द या भाग के बारे में पूछिए।',
      coachQuiz: 'खुद को परखिए: इन प्रश्नों के उत्तर दीजिए, फिर नीचे दिए स्रोतों में अपने उत्तर जाँचिए।',
      coachKeyPoints: 'आपके पाठ के मुख्य बिंदु:',
    },
  },
  zh: {
    stopWords: words(zhStop),
    determiners: words(''),
    namingCues: words('称为 叫做 叫 称'),
    copulas: words('是 即'),
    relatives: words(''),
    elisions: words(''),
    spaced: false,
    templates: {
      define: '什么是“{term}”？',
      about: '课文中关于“{term}”说了什么？',
      whichTerm: '哪个术语可以补全这句话？“{text}”',
      whichTermMeans: '哪个术语的意思是：“{definition}”？',
      whichDefinition: '以下哪一项是“{term}”的定义？',
      notInList: '以下哪一项不在“{list}”中？',
      explain: '用你自己的话解释“{term}”。',
      correct: '正确：你的回答与课文一致。',
      partial: '部分正确。课文中说：{expected}',
      wrong: '不太对。课文中说：{expected}',
      coachIntro: '你的课文是这样说的：',
      coachNothing: '我在你的课文中没有找到这一点。试着问问其中的某个术语或章节。',
      coachQuiz: '自我测试：回答这些问题，然后在下面的出处中核对答案。',
      coachKeyPoints: '你的课文要点：',
    },
  },
  ja: {
    stopWords: words(jaStop),
    determiners: words(''),
    namingCues: words('呼ばれる いう'),
    copulas: words('は とは'),
    relatives: words(''),
    elisions: words(''),
    spaced: false,
    templates: {
      define: '「{term}」とは何ですか？',
      about: '教材では「{term}」について何と書かれていますか？',
      whichTerm: 'これを完成させる用語はどれですか？「{text}」',
      whichTermMeans: '「{definition}」を意味する用語はどれですか？',
      whichDefinition: '「{term}」の定義はどれですか？',
      notInList: '「{list}」に含まれないものはどれですか？',
      explain: '「{term}」を自分の言葉で説明してください。',
      correct: '正解：あなたの答えは教材と一致しています。',
      partial: '一部正解です。教材にはこうあります：{expected}',
      wrong: '少し違います。教材にはこうあります：{expected}',
      coachIntro: 'あなたの教材にはこう書かれています：',
      coachNothing: '教材の中に見つかりませんでした。用語や章について質問してみてください。',
      coachQuiz: '自分で確かめましょう：次の質問に答えてから、下の出典で答えを確認してください。',
      coachKeyPoints: 'この教材の要点：',
    },
  },
};

/** Fills `{name}` placeholders of a template. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
