import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planDatesSchema, planResponse } from '../../../common/schemas/plan.ts';
import { currentUser } from '../../plugins/session.ts';
import type { PlanService } from './plan.service.ts';

/** /api/plan: the learner's own dates, timeline and calendar file (session only, issue 11). */
export const planRoutes: FastifyPluginAsyncZod<{ plan: PlanService }> = async (app, { plan }) => {
  app.get('/', { schema: { response: { 200: planResponse } } }, (request) => plan.get(currentUser(request)));

  app.put('/', { schema: { body: planDatesSchema, response: { 200: planResponse } } }, (request) =>
    plan.save(currentUser(request), request.body),
  );

  app.get('/calendar.ics', async (request, reply) =>
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="mein-weg-zur-mpu.ics"')
      .header('Cache-Control', 'no-store')
      .send(await plan.calendar(currentUser(request))),
  );
};
