/** The `limits` namespace of the source locale: the upgrade prompt. */
export const limitsEn = {
  upgrade: {
    title: 'Go further with Premium',
    includes: 'Premium includes',
    generations: '{{value}} generations a month: new lessons, sheets, flashcards and quizzes',
    pdf: 'Your revision sheets as PDF, {{value}} exports a month',
    coach: '{{value}} messages a day with the coach',
    price: '{{price}} a month',
    yearly: 'or {{price}} a year',
    firstMonth: '−{{percent}}% on your first month',
    cta: 'See Premium',
    later: 'Not now',
    close: 'Close',
  },
  quota: {
    generation_one: '{{count}} of {{limit}} generations left this month',
    generation_other: '{{count}} of {{limit}} generations left this month',
    chat_one: '{{count}} of {{limit}} coach messages left today',
    chat_other: '{{count}} of {{limit}} coach messages left today',
  },
};
