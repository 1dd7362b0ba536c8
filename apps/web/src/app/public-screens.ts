/**
 * The signed-out pages and their frame: one chunk, which the pre-rendered pages preload beside the
 * entry (`prerender.mjs`), so that they hydrate as soon as the entry runs, and which a signed-in
 * page does not download (ADR 285).
 */
export { ForgotPasswordScreen } from '../features/auth/components/forgot-password-screen.tsx';
export { LoginScreen } from '../features/auth/components/login-screen.tsx';
export { RegisterScreen } from '../features/auth/components/register-screen.tsx';
export { ResetPasswordScreen } from '../features/auth/components/reset-password-screen.tsx';
export { PublicLayout } from './layouts/public-layout.tsx';
