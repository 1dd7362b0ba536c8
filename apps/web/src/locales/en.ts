import { errorMessages } from '@study/shared';

/** The source locale: every other locale has exactly these keys (checked by type and by test). */
export const en = {
  app: {
    name: 'Study Assistant',
    tagline: 'Your lessons, ready to revise.',
  },
  nav: {
    main: 'Main navigation',
    dashboard: 'Home',
    lessons: 'Lessons',
    quizzes: 'Quizzes',
    chat: 'Coach',
    settings: 'Settings',
    back: 'Back',
    skipToContent: 'Skip to content',
  },
  routes: {
    login: 'Sign in',
    register: 'Create an account',
    'forgot-password': 'Forgot password',
    'reset-password': 'Reset password',
    onboarding: 'Welcome',
    dashboard: 'Home',
    lessons: 'Lessons',
    lesson: 'Lesson',
    chat: 'Coach',
    quizzes: 'Quizzes',
    quizz: 'Quiz',
    'quizz-result': 'Quiz result',
    settings: 'Settings',
    'settings-infos': 'My info',
    'settings-change-password': 'Change password',
    'settings-terms': 'Terms of use',
    'settings-report-bug': 'Report a bug',
    'settings-support': 'Contact support',
    'settings-feedback': 'Leave feedback',
    'settings-subscription': 'Subscription',
    'settings-affiliation': 'Invite friends',
    'not-found': 'Page not found',
  },
  preferences: {
    title: 'Preferences',
    language: 'Language',
    theme: 'Theme',
    themes: {
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
    languages: {
      en: 'English',
      fr: 'Français',
    },
  },
  settings: {
    account: 'Account',
    about: 'About',
    version: 'Version {{version}}',
    serverStatus: 'Server status',
    serverOk: 'Everything is working',
    serverDegraded: 'The database is not answering',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  crash: {
    title: 'Something went wrong',
    body: 'The page ran into a problem. Reloading usually fixes it.',
    reload: 'Reload the page',
  },
  common: {
    loading: 'Loading…',
  },
  errors: errorMessages('en'),
};
