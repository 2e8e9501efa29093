import { pgEnum } from 'drizzle-orm/pg-core';
import {
  DIFFICULTIES,
  EDUCATIONS,
  HIGHEST_DEGREES,
  LEXICON_CATEGORIES,
  LIVING_SITUATIONS,
  RELATIONSHIP_STATUSES,
  VIDEO_LANGUAGES,
} from '../../../common/domain/enums.ts';
import { MPU_TYPES } from '../../../common/domain/mpu.ts';
import { PAGE_KEYS, ROLES } from '../../../common/domain/pages.ts';

export const roleEnum = pgEnum('role', ROLES);
export const mpuTypeEnum = pgEnum('mpu_type', MPU_TYPES);
export const pageKeyEnum = pgEnum('page_key', PAGE_KEYS);
export const livingSituationEnum = pgEnum('living_situation', LIVING_SITUATIONS);
export const relationshipStatusEnum = pgEnum('relationship_status', RELATIONSHIP_STATUSES);
export const educationEnum = pgEnum('education', EDUCATIONS);
export const highestDegreeEnum = pgEnum('highest_degree', HIGHEST_DEGREES);
export const difficultyEnum = pgEnum('difficulty', DIFFICULTIES);
export const videoLanguageEnum = pgEnum('video_language', VIDEO_LANGUAGES);
export const lexiconCategoryEnum = pgEnum('lexicon_category', LEXICON_CATEGORIES);
export const tokenPurposeEnum = pgEnum('token_purpose', ['verify_email', 'reset_password', 'change_email']);
