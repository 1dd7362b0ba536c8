/** The `feedback` namespace of the source locale: the home card, the modal and its settings page. */
export const feedbackEn = {
  card: {
    title: 'How is your revision going?',
    body: 'Tell us what works and what does not: we read every message.',
    bodyBeta:
      'We are in beta: tell us what you think, with a comment, and get 20% off Premium after the launch.',
    earned: 'Thank you! Your 20% off Premium after the launch is saved.',
    open: 'Give feedback',
  },
  dialog: {
    title: 'Your feedback',
    description: 'How do you feel about Study Assistant?',
    close: 'Close',
  },
  moodsLabel: 'Your mood',
  moods: {
    very_bad: 'Very bad',
    bad: 'Bad',
    neutral: 'Neutral',
    good: 'Good',
    very_good: 'Very good',
  },
  comment: 'Comment',
  commentHint: 'What should we keep, fix or add?',
  commentBetaHint: 'A comment earns the 20% beta reward.',
  send: 'Send',
  sending: 'Sending…',
  thanks: 'Thank you for your feedback!',
  rewardEarned: 'You have earned 20% off every Premium payment after the launch.',
  rewardAlready: 'Your 20% beta reward is already saved.',
  another: 'Send more feedback',
  done: 'Close',
  support: {
    title: 'Contact us',
    intro: 'A question, a problem with your account or a payment? Write to us: we answer by email.',
    subject: 'Subject',
    message: 'Your message',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Message sent. We will answer at {{email}}.',
    another: 'Write another message',
  },
};
