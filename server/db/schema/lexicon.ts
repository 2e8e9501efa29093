import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, sourceKey, updatedAt } from './columns.ts';
import { lexiconCategoryEnum } from './enums.ts';

export const lexicon = pgTable(
  'lexicon',
  {
    id: id(),
    term: text('term').notNull(),
    definition: text('definition').notNull(),
    category: lexiconCategoryEnum('category').notNull(),
    related: text('related').array().notNull().default(emptyTextArray),
    sourceKey: sourceKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lexicon_term_lower_idx').on(sql`lower(${t.term})`),
    index('lexicon_category_idx').on(t.category),
  ],
);
