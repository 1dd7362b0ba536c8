/** The `terms` namespace of the source locale: terms of use and privacy. */
export const termsEn = {
  title: 'Terms of use and privacy',
  updated: 'Last updated: 26 November 2026',
  sections: {
    service: {
      title: '1. The service',
      body: 'Study Assistant turns the lessons you add (a PDF, a Word file, pasted text or photos of your notes) into a revision sheet, flashcards, quizzes and a coach you can ask about the lesson. It is meant for students and teachers, from middle school to university.\n\nWhat the app generates comes from your lesson. It can still contain mistakes: check it against your course before a test.',
    },
    account: {
      title: '2. Your account',
      body: 'You need an account with a confirmed email address. Keep your password to yourself; you can turn on two-factor sign-in in the settings. If you are under the age at which your country lets you consent alone to an online service, ask a parent or guardian before you sign up.',
    },
    minors: {
      title: '3. If you are under 15',
      body: 'Under 15, you may use Study Assistant only if a parent or guardian agrees. When the birth date you give shows that you are under 15, we ask you to confirm that they do, and we record the date of that confirmation; without it, the account cannot be set up.\n\nYour parent or guardian can read these terms with you, ask us what we store about you, download your data or delete your account at any time, from the settings or by writing to us. We show no advertising and do not sell your data.',
    },
    lessons: {
      title: '4. Your lessons and files',
      body: 'Your lessons stay yours. We store them, their original files and what is generated from them only to provide the service to you; nobody else can open them. Add only material you have the right to use (your own notes, your course documents).\n\nDeleting a lesson deletes its sheet, flashcards, quizzes, conversations and original files.',
    },
    ai: {
      title: '5. How your lessons are processed',
      body: 'By default, sheets, flashcards, quizzes and the coach’s answers are computed by our own study engine, on our servers, without any outside service. If the operator of this installation turns on an external AI provider, the passages of your lesson needed for a request are sent to it to produce the answer; they are not used to train models on our behalf.',
    },
    plans: {
      title: '6. Plans and payments',
      body: 'The Free plan includes a number of generations each month and of coach messages each day. Premium costs 7.99 EUR a month or 59.99 EUR a year, with 50% off your first monthly payment; it raises these limits and adds the PDF export of revision sheets.\n\nYou can cancel at any time: Premium stays until the end of the period you paid for and is not renewed. During the beta, feedback with a comment earns 20% off every Premium payment after the launch.',
    },
    use: {
      title: '7. Fair use',
      body: 'Do not use the service to store or share illegal content, to attack it or other users, or to get around its limits. We may suspend an account that does, after telling its owner when we can.',
    },
    privacy: {
      title: '8. Your data and privacy',
      body: 'We keep what you give us: your email, your profile answers, your lessons and files, your study history (reviews, quiz answers, conversations) and the messages you send us. We do not sell it and show no advertising.\n\nWe use a single session cookie to keep you signed in, and no tracking cookies. In the settings, "Download my data" gives you everything in a ZIP file, and deleting your account removes every row and every file that belongs to you.',
    },
    contact: {
      title: '9. Changes and contact',
      body: 'If these terms change, we will tell you in the app before the change applies. For any question, write to us from the contact page in the settings.',
    },
  },
};
