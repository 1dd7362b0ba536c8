export const statuses = ['college', 'highschool', 'student', 'teacher', 'other'] as const;
export type Status = (typeof statuses)[number];

export const domains = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  'term',
  'health',
  'law_politics',
  'eco',
  'eng_cs',
  'science',
  'shs',
  'lit_arts',
  'elem',
  'college',
  'highschool',
  'univ',
  // A level the lists do not have (another country's grades, a vocational course): typed freely.
  'other',
] as const;
export type Domain = (typeof domains)[number];

export const heardFromOptions = [
  'tiktok',
  'instagram',
  'facebook',
  'parents',
  'youtube',
  'friends',
  'media',
  'other',
] as const;
export type HeardFrom = (typeof heardFromOptions)[number];

const universityDomains: Domain[] = [
  'health',
  'law_politics',
  'eco',
  'eng_cs',
  'science',
  'shs',
  'lit_arts',
];

/**
 * The subjects and levels offered for a status: school grades (French system) for middle and high
 * school, university domains for students and others, and for teachers the level they teach as
 * well; every status can also type its own level ('other').
 */
export const domainsByStatus: Record<Status, readonly Domain[]> = {
  college: ['6', '5', '4', '3', 'other'],
  highschool: ['2', '1', 'term', 'other'],
  student: [...universityDomains, 'other'],
  teacher: ['elem', 'college', 'highschool', 'univ', ...universityDomains, 'other'],
  other: [...universityDomains, 'other'],
};

/** The school grades of the French system, which the level picker groups under its name. */
export const frenchSchoolGrades: readonly Domain[] = ['6', '5', '4', '3', '2', '1', 'term'];

/** The longest level a student can type when theirs is not listed. */
export const domainOtherMaxLength = 60;
