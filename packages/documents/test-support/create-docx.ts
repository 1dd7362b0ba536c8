import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Lesson } from './lesson-texts.ts';

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`;
const namespace = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${namespace}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/></w:style></w:styles>`;
const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${namespace}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function paragraph(text: string, style?: string, bullet = false): string {
  const properties =
    style || bullet
      ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ''}</w:pPr>`
      : '';
  return `<w:p>${properties}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

/** The parts of a minimal, valid DOCX of the lesson: Heading 1/2 styles and a bullet list. */
export function lessonDocxParts(lesson: Lesson): Zippable {
  const body = [paragraph(lesson.title, 'Heading1')];
  for (const section of lesson.sections) {
    body.push(paragraph(section.heading, 'Heading2'));
    body.push(...section.paragraphs.map((text) => paragraph(text)));
    body.push(...(section.items ?? []).map((text) => paragraph(text, 'ListParagraph', true)));
  }
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${namespace}><w:body>${body.join('')}</w:body></w:document>`;
  return {
    '[Content_Types].xml': strToU8(contentTypes),
    _rels: { '.rels': strToU8(rootRels) },
    word: {
      'document.xml': strToU8(document),
      'styles.xml': strToU8(styles),
      'numbering.xml': strToU8(numbering),
      _rels: { 'document.xml.rels': strToU8(documentRels) },
    },
  };
}

/** A DOCX of the lesson, zipped with deflate. */
export function createLessonDocx(lesson: Lesson): Uint8Array {
  return zipSync(lessonDocxParts(lesson), { level: 6 });
}

/** A DOCX carrying an entry of `megabytes` of zeros: an honest zip bomb, sizes declared. */
export function createZipBombDocx(lesson: Lesson, megabytes: number): Uint8Array {
  return zipSync(
    {
      ...lessonDocxParts(lesson),
      'word/media/filler.bin': new Uint8Array(megabytes * 1024 * 1024),
    },
    { level: 9 },
  );
}

/**
 * A zip bomb that lies: its directory declares 1 KiB for an entry that inflates to `megabytes`,
 * so only inflating (and stopping in time) can catch it.
 */
export function createLyingZipBombDocx(lesson: Lesson, megabytes: number): Uint8Array {
  const bytes = createZipBombDocx(lesson, megabytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = strToU8('word/media/filler.bin');
  for (let offset = 0; offset + 46 < bytes.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    const nameAt =
      signature === 0x02014b50 ? offset + 46 : signature === 0x04034b50 ? offset + 30 : -1;
    if (nameAt < 0 || !name.every((byte, index) => bytes[nameAt + index] === byte)) continue;
    view.setUint32(offset + (signature === 0x02014b50 ? 24 : 22), 1024, true);
  }
  return bytes;
}

/** A DOCX whose document.xml nests entities to a billion "haha"s (the "billion laughs"). */
export function createEntityBombDocx(lesson: Lesson): Uint8Array {
  const levels = Array.from(
    { length: 9 },
    (_, index) => `<!ENTITY a${index + 1} "${`&a${index};`.repeat(10)}">`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE w:document [<!ENTITY a0 "haha">${levels.join('')}]>
<w:document ${namespace}><w:body><w:p><w:r><w:t>&a9;</w:t></w:r></w:p></w:body></w:document>`;
  const parts = lessonDocxParts(lesson);
  return zipSync({ ...parts, word: { ...(parts.word as Zippable), 'document.xml': strToU8(xml) } });
}

/** A valid ZIP that is not a DOCX. */
export function createPlainZip(): Uint8Array {
  return zipSync({ 'notes.txt': strToU8('Just a zip, not a Word document.') });
}
