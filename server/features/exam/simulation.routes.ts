import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../common/schemas/common.ts';
import {
  simulationAnswerBody,
  simulationAnswerParams,
  simulationAnswerResponse,
  simulationListResponse,
  simulationResponse,
  simulationResultSchema,
} from '../../../common/schemas/simulation.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { SimulationService } from './simulation.service.ts';

/** /api/exam/simulations: the timed exam simulation (issue 11); page key 'courses' via /api/exam. */
export const simulationRoutes: FastifyPluginAsyncZod<{ simulations: SimulationService }> = async (
  app,
  { simulations },
) => {
  app.get('/', { schema: { response: { 200: simulationListResponse } } }, (request) =>
    simulations.list(currentUser(request)),
  );

  app.post('/', { schema: { response: { 201: simulationResponse } } }, async (request, reply) =>
    reply.status(201).send(await simulations.start(currentUser(request), contentLanguage(request))),
  );

  app.get('/:id', { schema: { params: idParams, response: { 200: simulationResponse } } }, (request) =>
    simulations.get(currentUser(request), request.params.id, contentLanguage(request)),
  );

  app.put(
    '/:id/answers/:questionId',
    {
      schema: {
        params: simulationAnswerParams,
        body: simulationAnswerBody,
        response: { 200: simulationAnswerResponse },
      },
    },
    (request) =>
      simulations.answer(
        currentUser(request),
        request.params.id,
        request.params.questionId,
        request.body.selected,
        contentLanguage(request),
      ),
  );

  app.post(
    '/:id/hand-in',
    { schema: { params: idParams, response: { 200: simulationResultSchema } } },
    (request) => simulations.handIn(currentUser(request), request.params.id, contentLanguage(request)),
  );
};
