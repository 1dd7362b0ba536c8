/** Longest line read as a heading, in characters and in words. */
const maxHeadingChars = 90;
const maxHeadingWords = 12;
/** A paragraph under a heading is a line at least this long, or one ending a sentence. */
const minParagraphChars = 40;

const markdownHeading = /^#{1,6}\s+\S/;
const listItem = /^([-*•–]\s|\d+[.)]\s+\S.*[.!?:;]$)/u;
/** "1.", "2)", "1.2", "IV.", "A." then words: a numbered heading. */
const numbered = /^(\d+(\.\d+)*[.)]?|[IVXLC]+[.)]|[A-Z][.)])\s+\S/u;

function endsSentence(line: string): boolean {
  return /[.!?;:,…]["»”)]?$/u.test(line);
}

function isParagraph(line: string | undefined): boolean {
  if (line === undefined || line === '' || markdownHeading.test(line) || listItem.test(line)) {
    return false;
  }
  return line.length >= minParagraphChars || endsSentence(line);
}

/** A bulleted list under a heading ("Key dates" then "- 1789: …") is its section's content. */
function isBullet(line: string | undefined): boolean {
  return line !== undefined && /^[-*•–]\s+\S/u.test(line);
}

function looksLikeHeading(line: string): boolean {
  if (line === '' || markdownHeading.test(line) || /^[-*•–]\s/u.test(line)) return false;
  if (line.length > maxHeadingChars || line.split(/\s+/).length > maxHeadingWords) return false;
  if (endsSentence(line)) return false;
  // Notes: "Why mitosis? growth, repair…" asks and answers; "1789 → début de la Révolution",
  // "Mitosis = division…" say what gives or is what.
  if (/[?!]\s+\S|\s(?:=|->|→)\s/u.test(line)) return false;
  const words = line.replace(numbered, (match) => match.replace(/^\S+\s+/, ''));
  // It starts like a title: a capital letter, a digit, or a number before the words.
  return /^\p{Lu}|^\d/u.test(words) && /\p{L}/u.test(words);
}

/**
 * Pasted text with its headings marked the way the study engine reads them (`## `): a short line
 * without final punctuation, starting with a capital or a number ("1. The causes"), alone on its
 * line and followed by a paragraph or a bulleted list. The first line is the lesson's title (`# `)
 * when it looks like a heading and a section or a paragraph follows it. Text that already has
 * Markdown headings is left as it is.
 */
export function markHeadings(text: string): string {
  const lines = text.split('\n');
  if (lines.some((line) => markdownHeading.test(line.trim()))) return text;
  const next = (index: number) => {
    for (let i = index + 1; i < lines.length; i += 1) {
      const line = lines[i]!.trim();
      if (line !== '') return line;
    }
    return undefined;
  };
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  const marked = lines.map((raw, index) => {
    const line = raw.trim();
    const previous = index > 0 ? lines[index - 1]!.trim() : '';
    // A line glued under a sentence that does not end is that sentence going on.
    const startsBlock = previous === '' || endsSentence(previous) || index === 0;
    const following = next(index);
    return startsBlock && looksLikeHeading(line) && (isParagraph(following) || isBullet(following))
      ? `## ${line}`
      : raw;
  });
  // "The French Revolution (1789-1799)" above "1. The causes…": the title, over its sections.
  const title = marked[firstLine];
  if (title !== undefined) {
    const line = title.trim();
    const below = marked.slice(firstLine + 1).find((l) => l.trim() !== '');
    const heading = line.startsWith('## ') ? line.slice(3) : looksLikeHeading(line) ? line : '';
    if (heading && !numbered.test(heading) && below?.startsWith('## ')) {
      marked[firstLine] = `# ${heading}`;
    }
  }
  return marked.join('\n');
}
