import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../common/schemas/common.ts';
import { reviewAnswerBody, reviewAnswerResponse, reviewsResponse } from '../../../common/schemas/reviews.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { ReviewsService } from './reviews.service.ts';

/** /api/reviews: due exam questions and review answers; page key 'courses' like the exam routes. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get('/', { schema: { response: { 200: reviewsResponse } } }, (request) =>
    reviews.due(currentUser(request), contentLanguage(request)),
  );

  app.post(
    '/:id/answer',
    { schema: { params: idParams, body: reviewAnswerBody, response: { 200: reviewAnswerResponse } } },
    (request) =>
      reviews.answer(currentUser(request), request.params.id, request.body, contentLanguage(request)),
  );
};
