/** The `dashboard` namespace of the source locale: the home screen. */
export const dashboardEn = {
  greeting: 'Hi {{name}}, what are we revising today?',
  actionsTitle: 'What would you like to do?',
  actions: {
    add: { title: 'Add a lesson', body: 'A document, pasted text or photos of your notes' },
    quiz: { title: 'New quiz', body: '10 questions on one of your lessons' },
    review: {
      title_one: 'Review {{count}} flashcard',
      title_other: 'Review {{count}} flashcards',
      body: 'Due today',
    },
    reviewNone: { title: 'Flashcards', body: 'Nothing left to review today' },
    coach: { title: 'Ask the coach', body: 'Questions about a lesson, answered from it' },
  },
  recent: {
    title: 'Recent lessons',
    all: 'All my lessons ({{count}})',
    empty: 'No lesson yet. Add your first one: a sheet and flashcards are ready in seconds.',
    preparing: 'Being prepared…',
    failed: 'Could not be prepared',
    cards_one: '{{count}} card',
    cards_other: '{{count}} cards',
    due_one: '{{count}} due',
    due_other: '{{count}} due',
  },
  progress: {
    title: 'Your progress',
    quizzes: 'Quizzes taken',
    average: 'Average score',
    noAverage: 'No quiz yet',
    streak: 'Days in a row',
    streakToday: 'You studied today',
    streakKeep: 'Study today to keep it going',
    streakStart: 'Study today to start one',
  },
  failed: 'Your home screen could not be loaded.',
  retry: 'Try again',
};
