/** Client routes (SPEC §2 route table). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  courses: '/dashboard/courses',
  course: (courseId: string) => `/dashboard/courses/${courseId}`,
  quiz: '/dashboard/quiz',
  quizRandom: '/dashboard/quiz/random',
  quizCategory: (categoryId: string) => `/dashboard/quiz/category/${categoryId}`,
  /** One question of a category first: its explanation follows the learner's answer. */
  quizQuestion: (categoryId: string, questionId: string) =>
    `/dashboard/quiz/category/${categoryId}?frage=${questionId}`,
  /** Beyond the seed: the questions last answered wrong, and the full activity list. */
  quizWrong: '/dashboard/quiz/wrong',
  quizActivity: '/dashboard/quiz/activity',
  /** The timed exam simulation (issue 11): start screen, then one run or its result. */
  simulation: '/dashboard/quiz/simulation',
  simulationRun: (id: string) => `/dashboard/quiz/simulation/${id}`,
  knowledge: '/dashboard/knowledge',
  /** 'Mein Weg zur MPU' (issue 11) and the spaced-repetition reviews it links to. */
  plan: '/dashboard/plan',
  review: '/dashboard/review',
  videos: '/dashboard/videos',
  lexicon: '/dashboard/lexicon',
  news: '/dashboard/news',
  settings: '/dashboard/settings',
  myCase: '/dashboard/case',
  myCasePrint: '/dashboard/case/print',
  bookSession: '/dashboard/book-session',
  aiAssistant: '/dashboard/ai-assistant',
  examTrainer: '/dashboard/exam-trainer',
  /** 'Leistungstest üben' (issue 29): the five practice tasks, their results and history. */
  leistungstest: '/dashboard/leistungstest',
  /** The counsellor's workspace (issue 30): their learners, one page per learner. */
  counsellor: '/dashboard/counsellor',
  counsellorLearner: (learnerId: string) => `/dashboard/counsellor/${learnerId}`,
  counsellorPrint: (learnerId: string) => `/dashboard/counsellor/${learnerId}/print`,
  admin: '/dashboard/admin',
  adminQuiz: '/dashboard/admin/quiz',
  adminSettings: '/dashboard/admin/settings',
  adminAudit: '/dashboard/admin/audit',
  /** Legal pages, public (issue 13): content from legal/<page>.md. */
  legal: (page: 'impressum' | 'datenschutz' | 'barrierefreiheit') => `/${page}`,
} as const;
