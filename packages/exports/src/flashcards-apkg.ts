import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { strToU8, zipSync } from 'fflate';
import type { ExportedFlashcard } from './flashcards-csv.ts';

// Anki's collection schema, version 11: what Anki 2.1 imports from an .apkg as `collection.anki2`.
const schema = `
create table col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null,
  conf text not null, models text not null, decks text not null, dconf text not null,
  tags text not null
);
create table notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null,
  csum integer not null, flags integer not null, data text not null
);
create table cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null,
  due integer not null, ivl integer not null, factor integer not null, reps integer not null,
  lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null
);
create table revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null
);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

const defaultDeckId = 1;
const optionsId = 1;
const fieldSeparator = '\x1f';

function sha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** A stable 13-digit id (Anki's ids are epoch milliseconds) from a name, so re-imports match. */
function stableId(name: string): number {
  return 1_000_000_000_000 + (Number.parseInt(sha1(name).slice(0, 12), 16) % 1_000_000_000_000);
}

/** Anki's field checksum: the first 8 hex digits of the SHA-1 of the plain first field. */
function fieldChecksum(text: string): number {
  return Number.parseInt(sha1(text).slice(0, 8), 16);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replace(/\r?\n/g, '<br>');
}

function basicModel(modelId: number, deckId: number, now: number) {
  return {
    id: String(modelId),
    name: 'Study Basic',
    type: 0,
    mod: now,
    usn: -1,
    sortf: 0,
    did: deckId,
    tags: [],
    vers: [],
    flds: ['Front', 'Back'].map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    // The card exists when the front is filled.
    req: [[0, 'any', [0]]],
    css: '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
  };
}

function deck(id: number, name: string, now: number) {
  return {
    id,
    name,
    desc: '',
    mod: now,
    usn: -1,
    conf: optionsId,
    dyn: 0,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

const deckOptions = {
  id: optionsId,
  name: 'Default',
  mod: 0,
  usn: 0,
  maxTaken: 60,
  autoplay: true,
  timer: 0,
  replayq: true,
  dyn: false,
  new: {
    bury: true,
    delays: [1, 10],
    initialFactor: 2500,
    ints: [1, 4, 7],
    order: 1,
    perDay: 20,
    separate: true,
  },
  lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
  rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 200 },
};

/** Writes the collection database into `file`. */
function writeCollection(file: string, deckName: string, cards: ExportedFlashcard[]): void {
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);
  // "::" nests decks in Anki: a title that contains it stays one deck.
  const name = deckName.replaceAll('::', ':').trim() || 'Study';
  const deckId = stableId(`deck:${name}`);
  const modelId = stableId('model:study-basic');
  const conf = {
    activeDecks: [deckId],
    curDeck: deckId,
    curModel: String(modelId),
    addToCur: true,
    collapseTime: 1200,
    dueCounts: true,
    estTimes: true,
    newBury: true,
    newSpread: 0,
    nextPos: cards.length + 1,
    sortBackwards: false,
    sortType: 'noteFld',
    timeLim: 0,
  };

  const db = new DatabaseSync(file);
  try {
    db.exec(schema);
    db.prepare('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
      Math.floor(new Date(nowMs).setUTCHours(0, 0, 0, 0) / 1000),
      nowMs,
      nowMs,
      JSON.stringify(conf),
      JSON.stringify({ [modelId]: basicModel(modelId, deckId, now) }),
      JSON.stringify({
        [defaultDeckId]: deck(defaultDeckId, 'Default', now),
        [deckId]: deck(deckId, name, now),
      }),
      JSON.stringify({ [optionsId]: deckOptions }),
      '{}',
    );
    const insertNote = db.prepare("insert into notes values (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare(
      "insert into cards values (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    // Same deck and question, same note: importing the deck again updates it instead of doubling it.
    const seen = new Map<string, number>();
    db.exec('begin');
    cards.forEach((card, index) => {
      const occurrence = seen.get(card.question) ?? 0;
      seen.set(card.question, occurrence + 1);
      const guid = sha1(
        `${name}${fieldSeparator}${card.question}${fieldSeparator}${occurrence}`,
      ).slice(0, 16);
      const id = nowMs + index;
      insertNote.run(
        id,
        guid,
        modelId,
        now,
        `${escapeHtml(card.question)}${fieldSeparator}${escapeHtml(card.answer)}`,
        card.question,
        fieldChecksum(card.question),
      );
      insertCard.run(id, id, deckId, now, index + 1);
    });
    db.exec('commit');
  } finally {
    db.close();
  }
}

/**
 * Flashcards as an Anki package (.apkg): a zip of `collection.anki2`, an SQLite collection with one
 * Basic (front/back) note and one new card per flashcard in a deck named after the lesson, and an
 * empty `media` list.
 */
export async function flashcardsToApkg(input: {
  deckName: string;
  cards: ExportedFlashcard[];
}): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'study-apkg-'));
  try {
    const file = path.join(dir, 'collection.anki2');
    writeCollection(file, input.deckName, input.cards);
    const collection = await readFile(file);
    return zipSync({
      'collection.anki2': new Uint8Array(collection),
      media: strToU8('{}'),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
