import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/auth.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import type { MailMessage } from './mailer.ts';

const delivered: MailMessage[] = [];
let failNext = 1;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    mailTransport: {
      send: async (message) => {
        if (failNext > 0) {
          failNext--;
          throw new Error('SMTP down');
        }
        delivered.push(message);
      },
    },
  });
});
afterAll(() => ctx.close());

describe('mail outbox', () => {
  it('keeps a mail that failed to send and delivers it on a later attempt', async () => {
    await ctx.app.services.mailer.enqueue({ to: 'a@example.org', subject: 'Test', text: 'Hallo' });
    expect(await ctx.app.services.mailer.flush()).toBe(0);
    const [pending] = await ctx.db.select().from(mailOutbox);
    expect(pending).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP down' });

    // The retry is scheduled with back-off; make it due now.
    await ctx.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await ctx.app.services.mailer.flush()).toBe(1);
    expect(delivered).toHaveLength(1);
    const [sent] = await ctx.db.select().from(mailOutbox);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(await ctx.app.services.mailer.flush()).toBe(0);
  });
});
