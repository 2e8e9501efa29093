/** Enumerations of SPEC §3, shared by the database, the API and the forms. */
export const LIVING_SITUATIONS = ['alone', 'family', 'partner', 'roommates', 'parents'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'relationship', 'married', 'divorced', 'widowed'] as const;
export const EDUCATIONS = ['hauptschule', 'realschule', 'gymnasium', 'university', 'other'] as const;
export const HIGHEST_DEGREES = [
  'none',
  'hauptschule',
  'realschule',
  'abitur',
  'bachelor',
  'master',
  'phd',
] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const VIDEO_LANGUAGES = ['de', 'en', 'tr'] as const;
export const LEXICON_CATEGORIES = [
  'Grundlagen',
  'Rechtliches',
  'Medizinisches',
  'Psychologie',
  'Therapie',
  'Dokumentation',
  'Beratung',
  'Diagnostik',
  'Technisch',
  'Schulung',
  'Organisation',
  'Gutachten',
] as const;

export type LivingSituation = (typeof LIVING_SITUATIONS)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type Education = (typeof EDUCATIONS)[number];
export type HighestDegree = (typeof HIGHEST_DEGREES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];
export type LexiconCategory = (typeof LEXICON_CATEGORIES)[number];
