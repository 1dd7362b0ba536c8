/** Direction overrides and isolates: `cours\u202Etxt.exe` would show as `coursexe.txt`. */
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `attachment` with the file's name twice: an ASCII fallback for old clients, and the exact name
 * as RFC 5987 `filename*` (UTF-8, percent-encoded), so accents and non-Latin names survive. Text
 * direction controls are dropped, so a name cannot disguise its extension.
 */
export function attachmentDisposition(name: string): string {
  const shown = name.replace(bidiControls, '');
  const fallback = shown.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(shown).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
