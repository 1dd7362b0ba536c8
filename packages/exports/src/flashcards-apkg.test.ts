import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { flashcardsToApkg } from './flashcards-apkg.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Unzips the package and opens its collection read-only. */
async function openPackage(apkg: Uint8Array) {
  const files = unzipSync(apkg);
  const dir = await mkdtemp(path.join(tmpdir(), 'apkg-test-'));
  dirs.push(dir);
  const file = path.join(dir, 'collection.anki2');
  await writeFile(file, files['collection.anki2'] ?? new Uint8Array());
  return { files, db: new DatabaseSync(file, { readOnly: true }) };
}

const cards = [
  {
    question: 'Qu’est-ce que la photosynthèse ?',
    answer: 'La fabrication de matière organique à la lumière',
  },
  { question: 'Que vaut x si x < 3 et x > 1 ?', answer: '2 & rien d’autre\n(entier)' },
];

describe('flashcardsToApkg', () => {
  it('zips a collection and an empty media list', async () => {
    const { files, db } = await openPackage(
      await flashcardsToApkg({ deckName: 'Biologie', cards }),
    );
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media ?? new Uint8Array())).toBe('{}');
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
    db.close();
  });

  it('writes one note and one new card per flashcard, fields escaped and intact', async () => {
    const { db } = await openPackage(await flashcardsToApkg({ deckName: 'Biologie', cards }));
    const notes = db.prepare('select id, guid, mid, flds, sfld, csum from notes order by id').all();
    expect(notes).toHaveLength(2);
    expect(notes.map((note) => note.flds)).toEqual([
      'Qu’est-ce que la photosynthèse ?\x1fLa fabrication de matière organique à la lumière',
      'Que vaut x si x &lt; 3 et x &gt; 1 ?\x1f2 &amp; rien d’autre<br>(entier)',
    ]);
    expect(notes.map((note) => note.sfld)).toEqual(cards.map((card) => card.question));
    notes.forEach((note, index) => {
      const sha1 = createHash('sha1')
        .update(cards[index]?.question ?? '')
        .digest('hex');
      expect(note.csum).toBe(Number.parseInt(sha1.slice(0, 8), 16));
    });
    expect(new Set(notes.map((note) => note.guid)).size).toBe(2);

    const cardRows = db
      .prepare('select nid, did, ord, type, queue, due from cards order by due')
      .all();
    expect(cardRows.map((card) => card.nid)).toEqual(notes.map((note) => note.id));
    expect(cardRows.map(({ ord, type, queue, due }) => ({ ord, type, queue, due }))).toEqual([
      { ord: 0, type: 0, queue: 0, due: 1 },
      { ord: 0, type: 0, queue: 0, due: 2 },
    ]);
    expect(db.prepare('select count(*) as n from revlog').get()?.n).toBe(0);

    const col = db.prepare('select ver, models, decks, dconf from col').get();
    expect(col?.ver).toBe(11);
    const models = JSON.parse(String(col?.models)) as Record<
      string,
      { flds: { name: string }[]; tmpls: { qfmt: string }[] }
    >;
    const model = models[String(notes[0]?.mid)];
    expect(model?.flds.map((field) => field.name)).toEqual(['Front', 'Back']);
    expect(model?.tmpls[0]?.qfmt).toBe('{{Front}}');
    const decks = JSON.parse(String(col?.decks)) as Record<string, { name: string }>;
    const deck = decks[String(cardRows[0]?.did)];
    expect(deck?.name).toBe('Biologie');
    expect(Object.keys(JSON.parse(String(col?.dconf)) as object)).toEqual(['1']);
    db.close();
  });

  it('gives the same note ids to the same deck and questions, so a re-import updates them', async () => {
    const guids = async () => {
      const { db } = await openPackage(await flashcardsToApkg({ deckName: 'Biologie', cards }));
      const rows = db
        .prepare('select guid from notes order by id')
        .all()
        .map((row) => row.guid);
      db.close();
      return rows;
    };
    expect(await guids()).toEqual(await guids());
  });

  it('keeps a title with "::" as one deck', async () => {
    const { db } = await openPackage(
      await flashcardsToApkg({ deckName: 'Chimie::Acides', cards: cards.slice(0, 1) }),
    );
    const decks = JSON.parse(String(db.prepare('select decks from col').get()?.decks)) as Record<
      string,
      { name: string }
    >;
    expect(Object.values(decks).map((deck) => deck.name)).toEqual(['Default', 'Chimie:Acides']);
    db.close();
  });
});
