const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Markdown-style text of the simple HTML mammoth writes: headings as `#`..`######`, list items as
 * `- ` or `1. ` (indented when nested), table rows as cells separated by ` | `, paragraphs apart.
 */
export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let tableDepth = 0;
  let cells: string[] = [];
  let current: string | undefined;
  let currentPrefix = '';
  let previousWasItem = false;

  const flush = (): void => {
    if (current === undefined) return;
    const text = current
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (text !== '') {
      const isItem = currentPrefix.trimStart().startsWith('- ') || /^\s*\d+\. /.test(currentPrefix);
      const separator = blocks.length === 0 ? '' : isItem && previousWasItem ? '\n' : '\n\n';
      blocks.push(separator + currentPrefix + text);
      previousWasItem = isItem;
    }
    current = undefined;
  };
  const open = (prefix: string): void => {
    flush();
    current = '';
    currentPrefix = prefix;
  };

  for (const token of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(token);
    if (!tag) {
      if (token === '') continue;
      const text = decodeEntities(token);
      if (tableDepth > 0) {
        cells[cells.length - 1] = `${cells.at(-1) ?? ''}${text}`;
      } else {
        current = (current ?? '') + text;
      }
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (name === 'table') {
      if (!closing && tableDepth === 0) flush();
      tableDepth += closing ? -1 : 1;
      continue;
    }
    if (tableDepth > 0) {
      if (name === 'tr' && !closing) cells = [];
      if ((name === 'td' || name === 'th') && !closing) cells.push('');
      if ((name === 'p' || name === 'br') && !closing && (cells.at(-1) ?? '') !== '') {
        cells[cells.length - 1] += ' ';
      }
      if (name === 'tr' && closing) {
        const row = cells
          .map((cell) => cell.replace(/\s+/g, ' ').trim())
          .filter((cell) => cell !== '');
        if (row.length > 0) {
          open('');
          current = row.join(' | ');
          flush();
        }
      }
      continue;
    }
    if (/^h[1-6]$/.test(name)) {
      if (closing) flush();
      else open(`${'#'.repeat(Number(name[1]))} `);
    } else if (name === 'p') {
      if (closing) flush();
      else if (lists.length === 0 || current === undefined) open('');
    } else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', next: 1 });
    } else if (name === 'li') {
      if (closing) {
        flush();
        continue;
      }
      const list = lists.at(-1);
      const indent = '  '.repeat(Math.max(0, lists.length - 1));
      const marker = list?.ordered ? `${list.next}. ` : '- ';
      if (list) list.next += 1;
      open(indent + marker);
    } else if (name === 'br') {
      current = `${current ?? ''}\n`;
    }
  }
  flush();
  return blocks.join('');
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return entities[entity.toLowerCase()] ?? whole;
  });
}
