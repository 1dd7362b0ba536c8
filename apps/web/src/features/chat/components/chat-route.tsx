import { lazy, Suspense } from 'react';

const ChatScreen = lazy(() => import('./chat-screen.tsx'));

/** The chat screen, loaded with its libraries (Markdown, math) only when the coach is opened. */
export function ChatRoute() {
  return (
    <Suspense fallback={<div aria-busy="true" className="h-full" />}>
      <ChatScreen />
    </Suspense>
  );
}
