/** The `referrals` namespace of the source locale: the affiliation page. */
export const referralsEn = {
  title: 'Invite your friends',
  intro:
    'Share your link with classmates. When a friend who signed up through it pays for Premium for the first time, you get one month of Premium free.',
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
    premium: 'Went Premium',
    monthsEarned: 'Free months earned',
  },
  seeSubscription: 'See my subscription',
  failed: 'Your referral figures could not be loaded.',
  retry: 'Try again',
};
