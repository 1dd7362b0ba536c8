import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('keeps a plain ASCII name as it is', () => {
    expect(attachmentDisposition('lesson.pdf')).toBe(
      `attachment; filename="lesson.pdf"; filename*=UTF-8''lesson.pdf`,
    );
  });

  it('encodes accents, quotes and RFC 5987 reserved characters', () => {
    expect(attachmentDisposition('Révision "finale" (v2)*.pdf')).toBe(
      `attachment; filename="R_vision _finale_ (v2)*.pdf"; filename*=UTF-8''R%C3%A9vision%20%22finale%22%20%28v2%29%2A.pdf`,
    );
  });

  it('never lets a name break out of the header', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=1.txt');
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('drops text direction controls, so a name cannot disguise its extension', () => {
    expect(attachmentDisposition('notes\u202Etxt.exe')).toBe(
      `attachment; filename="notestxt.exe"; filename*=UTF-8''notestxt.exe`,
    );
  });
});
