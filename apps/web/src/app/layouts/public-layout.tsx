import { Outlet } from 'react-router';
import { LanguageSelect } from '../../components/language-select.tsx';
import { Logo } from '../../components/logo.tsx';
import { useDocumentTitle } from '../use-document-title.ts';

/** The frame of the screens outside the app (sign-in, registration, onboarding). */
export function PublicLayout() {
  useDocumentTitle();
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between px-4 py-4 md:px-8">
        <Logo />
        <LanguageSelect hideLabel />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 md:pt-16">
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 shadow-sm md:p-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
