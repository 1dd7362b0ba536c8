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
 * The subjects and levels offered for a status: school grades for middle and high school, university
 * domains for students and others, and for teachers the level they teach as well.
 */
export const domainsByStatus: Record<Status, readonly Domain[]> = {
  college: ['6', '5', '4', '3'],
  highschool: ['2', '1', 'term'],
  student: universityDomains,
  teacher: ['elem', 'college', 'highschool', 'univ', ...universityDomains],
  other: universityDomains,
};
