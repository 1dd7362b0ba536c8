/** The `onboarding` part of the source locale: the first-visit questions, also asked again in the settings. */
export const onboardingEn = {
  subtitle: 'Tell us a little about you so your revision fits your studies. It takes 30 seconds.',
  username: 'Username',
  usernameHint: '3 to 30 letters, digits, dots, dashes or underscores.',
  birthdate: 'Birth date',
  birthdatePlaceholder: 'DD/MM/YYYY',
  status: 'I am…',
  domain: 'Subject or level',
  domainPick: 'Choose your class or field (optional)',
  domainFirst: 'Choose what you are first',
  frenchSystem: 'French school system',
  domainOther: 'Your level',
  domainOtherHint: 'As your school names it, for example Grade 10, Year 11 or BTS.',
  parentalConsent: 'A parent or guardian agrees to my using Study Assistant',
  parentalConsentHint:
    'Under 15, you need their agreement to have an account (see "If you are under 15" in the terms). They can download your data or delete your account at any time.',
  heardFrom: 'How did you hear about us?',
  heardFromPick: 'Choose an answer (optional)',
  submit: 'Start revising',
  signOut: 'Not you? Log out',
};
