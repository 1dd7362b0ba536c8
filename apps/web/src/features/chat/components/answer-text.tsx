import { lazy, Suspense } from 'react';

const loadMarkdown = () => import('./markdown-content.tsx');
const MarkdownContent = lazy(loadMarkdown);

/** Starts loading the Markdown renderer before an answer needs it. */
export function preloadAnswerText(): void {
  void loadMarkdown();
}

/** An answer's text: plain at once, then as Markdown with math once its libraries have loaded. */
export function AnswerText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <MarkdownContent text={text} />
    </Suspense>
  );
}
