/**
 * `attachment` with the file's name twice: an ASCII fallback for old clients, and the exact name
 * as RFC 5987 `filename*` (UTF-8, percent-encoded), so accents and non-Latin names survive.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
