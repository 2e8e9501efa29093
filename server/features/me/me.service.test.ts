import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createMeService } from './me.service.ts';

// Issue 28: without ACCESS_CONTACT the locked page falls back to the Impressum; the start log says so.
describe('the start warning about the contact for locked areas', () => {
  const warnings = (accessContact: string | undefined) => {
    const said: string[] = [];
    createMeService({ db: {} as Db, accessContact, log: { warn: (msg) => said.push(msg) } });
    return said;
  };
  it('warns when no contact is configured', () => {
    expect(warnings(undefined)).toEqual([expect.stringContaining('ACCESS_CONTACT ist nicht gesetzt')]);
  });
  it('stays quiet when one is', () => {
    expect(warnings('beratung@example.org')).toEqual([]);
  });
});
