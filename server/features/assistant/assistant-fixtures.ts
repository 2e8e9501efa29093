import { loadContent } from '../../content/loader.ts';
import { createTestContext } from '../../test/harness.ts';
import { createAssistantService } from './assistant.service.ts';

/** A test database with the whole content pack loaded, and the assistant searching it. */
export async function assistantOnContentPack() {
  const ctx = await createTestContext();
  await loadContent(ctx.db);
  return { ctx, service: createAssistantService({ db: ctx.db }) };
}
