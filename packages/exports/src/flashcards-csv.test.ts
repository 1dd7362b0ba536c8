import { describe, expect, it } from 'vitest';
import { flashcardsToCsv } from './flashcards-csv.ts';

describe('flashcardsToCsv', () => {
  it('starts with a byte order mark and a header, and ends every row with CRLF', () => {
    const csv = flashcardsToCsv([{ question: 'Capitale de la France ?', answer: 'Paris' }]);
    expect(csv).toBe('\uFEFFquestion,answer\r\nCapitale de la France ?,Paris\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = flashcardsToCsv([
      { question: 'Le "tiers état", c’est qui ?', answer: 'Le peuple,\nla bourgeoisie' },
    ]);
    expect(csv).toBe(
      '\uFEFFquestion,answer\r\n"Le ""tiers état"", c’est qui ?","Le peuple,\nla bourgeoisie"\r\n',
    );
  });

  it('keeps leading and trailing spaces by quoting them', () => {
    expect(flashcardsToCsv([{ question: ' a', answer: 'b ' }])).toBe(
      '\uFEFFquestion,answer\r\n" a","b "\r\n',
    );
  });

  it.each([
    ['=1+1', "'=1+1,ok"],
    ['+33 6', "'+33 6,ok"],
    ['-2', "'-2,ok"],
    ['@SUM(A1)', "'@SUM(A1),ok"],
    ['\tindent', "'\tindent,ok"],
    ['\rreturn', '"\'\rreturn",ok'],
  ])('neutralises a cell that starts like a formula: %j', (question, row) => {
    expect(flashcardsToCsv([{ question, answer: 'ok' }])).toBe(
      `\uFEFFquestion,answer\r\n${row}\r\n`,
    );
  });

  it('leaves a formula sign in the middle of a cell alone', () => {
    expect(flashcardsToCsv([{ question: 'a = b + c', answer: 'e-mail' }])).toBe(
      '\uFEFFquestion,answer\r\na = b + c,e-mail\r\n',
    );
  });

  it('writes only the header when there are no cards', () => {
    expect(flashcardsToCsv([])).toBe('\uFEFFquestion,answer\r\n');
  });
});
