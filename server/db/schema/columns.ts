import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '../../../common/domain/translations.ts';

/** Column helpers used by every table: uuid keys and time-zone-aware timestamps. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const sortOrder = () => integer('sort_order').notNull().default(1);
/** Stable key of an item loaded from content/ (null for items an admin created). */
export const sourceKey = () => text('source_key').unique();
export const emptyTextArray = sql`'{}'::text[]`;
/**
 * Turkish and English versions of a content item's text fields (decision 028): `{ tr?: {…}, en?: {…} }`,
 * field names as the German columns. German stays in the columns and is the fallback.
 */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
