import type { TestContext } from '../../test/harness.ts';

/** Builds a small bank through the admin API (what an admin does by hand). */
export function bank(ctx: TestContext, adminCookie: string) {
  const send = async (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
    return response;
  };
  return {
    send,
    async category(name: string, mpuTypes: string[] = [], visibleToAll = false): Promise<string> {
      const response = await send('POST', '/api/admin/exam/categories', {
        name,
        description: `Beschreibung ${name}`,
        mpuTypes,
        visibleToAll,
      });
      if (response.statusCode !== 201) throw new Error(`category: ${response.statusCode} ${response.body}`);
      return response.json().id;
    },
    async question(
      categoryId: string,
      question: string,
      options = ['Richtig', 'Falsch', 'Auch richtig', 'Daneben'],
      correct = [0],
    ): Promise<string> {
      const response = await send('POST', '/api/admin/exam/questions', {
        categoryId,
        question,
        options,
        correct,
        explanation: `Erklärung zu ${question}`,
        difficulty: 'hard',
      });
      if (response.statusCode !== 201) throw new Error(`question: ${response.statusCode} ${response.body}`);
      return response.json().id;
    },
  };
}
