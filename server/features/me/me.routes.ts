import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { allowedPages } from '../../../common/domain/pages.ts';
import { meResponse } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userPermissions } from '../../db/schema/users.ts';
import { notFound } from '../../plugins/errors.ts';
import { currentUser } from '../../plugins/session.ts';

/** The signed-in user's profile, role, reasons and the pages they may open. */
export const meRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    { onRequest: app.guard.session, schema: { response: { 200: meResponse } } },
    async (request) => {
      const user = currentUser(request);
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
      if (!profile) throw notFound();
      const rows = await db
        .select({ page: userPermissions.page, allowed: userPermissions.allowed })
        .from(userPermissions)
        .where(eq(userPermissions.userId, user.id));
      return {
        id: profile.id,
        email: profile.email,
        role: profile.role,
        mpuReason: profile.mpuReason,
        mpuReasons: profile.mpuReasons,
        reasons: effectiveReasons(profile),
        pages: allowedPages(profile.role, rows),
        createdAt: profile.createdAt.toISOString(),
      };
    },
  );
};
