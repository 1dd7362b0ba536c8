import { Outlet } from 'react-router';
import { useDocumentTitle } from '../use-document-title.ts';

/** A page with no layout of ours (the sandbox's payment page) still names its tab. */
export function TitledOutlet() {
  useDocumentTitle();
  return <Outlet />;
}
