import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFeatureShape,
  checkFile,
  checkRepository,
  checkWebFeatures,
  MAX_LINES,
} from './architecture.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

describe('architecture rules (issue 15)', () => {
  it('the repository keeps its layers, feature boundaries and file sizes', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('every web feature has the one shape, and a feature off it is found', () => {
    expect(checkWebFeatures(root)).toEqual([]);
    const shape = (files: string[]) => checkFeatureShape('web/features/x', files).map((v) => v.file);
    const good = ['api.ts', 'admin-api.ts', 'i18n.ts', 'use-x.ts', 'x.test.ts', 'x.test.tsx'];
    expect(
      shape([...good, 'components/a.tsx', 'components/tour/b.ts', 'pages/p.tsx', 'admin/e.tsx']),
    ).toEqual([]);
    expect(shape(['api.ts', 'index.ts'])).toEqual(['web/features/x/index.ts']);
    expect(shape(['page.tsx', 'texts.json'])).toEqual([
      'web/features/x/page.tsx',
      'web/features/x/texts.json',
    ]);
    expect(shape(['sections/a.tsx', 'hooks/use-a.ts'])).toEqual([
      'web/features/x/sections/a.tsx',
      'web/features/x/hooks/use-a.ts',
    ]);
    expect(shape(['admin/admin-api.ts', 'components/api.ts'])).toEqual([
      'web/features/x/admin/admin-api.ts',
      'web/features/x/components/api.ts',
    ]);
    expect(checkFeatureShape('web/features/x', ['page.tsx'])[0]?.rule).toBe('feature-shape');
  });

  it('finds each kind of violation', () => {
    expect(checkFile('common/domain/x.ts', "import { a } from '../../server/kernel/errors.ts';\n")).toEqual([
      { rule: 'common', file: 'common/domain/x.ts', detail: 'server/kernel/errors.ts' },
    ]);
    expect(
      checkFile('server/plugins/x.ts', "import type { A } from '../features/auth/auth.service.ts';\n"),
    ).toEqual([
      { rule: 'lower-layer', file: 'server/plugins/x.ts', detail: 'server/features/auth/auth.service.ts' },
    ]);
    // A feature imports no other feature: not its api, not its index.ts, not a type (server and web).
    for (const source of [
      "import { useMe } from '../auth/api.ts';\n",
      "import { useMe } from '../auth/index.ts';\n",
      "import type { Me } from '../auth/api.ts';\n",
      "const a = import('../auth/pages/login-page.tsx');\n",
    ])
      expect(checkFile('web/features/news/x.tsx', source)[0]?.rule).toBe('cross-feature');
    expect(
      checkFile('server/features/a/a.service.ts', "import type { B } from '../b/index.ts';\n")[0]?.rule,
    ).toBe('cross-feature');
    expect(
      checkFile('server/features/a/a.repo.ts', "import { rememberAnswers } from '../b/b.repo.ts';\n")[0]
        ?.rule,
    ).toBe('cross-feature');
    expect(checkFile('web/lib/x.ts', "const m = import('../features/videos/page.tsx');\n")[0]?.rule).toBe(
      'lower-layer',
    );
    expect(checkFile('web/features/news/x.tsx', "import '../videos/i18n.ts';\n")[0]?.rule).toBe(
      'cross-feature',
    );
    // web and server never import each other, not even from a composition root or a test.
    expect(checkFile('web/lib/x.ts', "import { env } from '../../server/env.ts';\n")).toEqual([
      { rule: 'web-server', file: 'web/lib/x.ts', detail: 'server/env.ts' },
    ]);
    expect(checkFile('web/app/x.tsx', "import type { A } from '../../server/app.ts';\n")[0]?.rule).toBe(
      'web-server',
    );
    expect(checkFile('server/app.ts', "const w = import('../web/lib/format.ts');\n")[0]?.rule).toBe(
      'web-server',
    );
    expect(checkFile('server/x.test.ts', "import '../web/main.tsx';\n")[0]?.rule).toBe('web-server');
    expect(checkFile('server/x.ts', 'x\n'.repeat(MAX_LINES + 1))[0]?.rule).toBe('size');
    for (const tool of ['scripts/x.ts', 'bench/x.ts', 'e2e/x.spec.ts', 'e2e/support/x.ts'])
      expect(checkFile(tool, 'x\n'.repeat(MAX_LINES + 1))[0]?.rule).toBe('size');
    expect(checkFile('server/x.ts', `${'x\n'.repeat(MAX_LINES)}x`)[0]?.rule).toBe('size');
  });

  it('allows what the rules allow', () => {
    expect(checkFile('web/features/news/x.tsx', "import { useMe } from '../../lib/session.ts';\n")).toEqual(
      [],
    );
    expect(
      checkFile('server/features/a/a.repo.ts', "import type { Tx } from '../../db/client.ts';\n"),
    ).toEqual([]);
    expect(checkFile('web/features/news/x.tsx', "import { a } from './api.ts';\n")).toEqual([]);
    expect(checkFile('web/features/news/x.tsx', "import './i18n.ts';\n")).toEqual([]);
    expect(checkFile('server/x.ts', 'x\n'.repeat(MAX_LINES))).toEqual([]);
    expect(checkFile('web/app/x.tsx', "import { a } from '../features/news/api.ts';\n")).toEqual([]);
    expect(checkFile('server/features/a/a.test.ts', "import { b } from '../b/b.service.ts';\n")).toEqual([]);
    expect(checkFile('web/lib/x.ts', "import { a } from '../../common/schemas/common.ts';\n")).toEqual([]);
    expect(checkFile('bench/x.ts', "import { a } from '../server/features/auth/auth.repo.ts';\n")).toEqual(
      [],
    );
  });
});
