/** The `referrals` namespace of the source locale: the affiliation page. */
export const referralsEn = {
  title: 'Invite your friends',
  intro:
    'Share your link with classmates: friends who sign up through it are counted here, and so are those who go Premium.',
  linkLabel: 'Your referral link',
  copy: 'Copy',
  copied: 'Link copied',
  copyFailed: 'Copying is blocked here: select the link and copy it by hand.',
  share: 'Share',
  shareText:
    'I revise with Study Assistant: add a lesson, get a sheet, flashcards and quizzes. Join me!',
  code: 'Your code: {{code}}',
  stats: {
    invited: 'Friends invited',
    signUps: 'Sign-ups through your link',
    premium: 'On Premium',
  },
  failed: 'Your referral figures could not be loaded.',
  retry: 'Try again',
};
