import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spaDocument } from './web.ts';

describe('the HTML for a client route', () => {
  it('preloads the dashboard chunks only on dashboard URLs, when the build made those copies', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mpu-web-'));
    writeFileSync(path.join(root, 'index.html'), '');
    expect(spaDocument(root, '/dashboard')).toBe('index.html'); // no copies built
    writeFileSync(path.join(root, 'dashboard.html'), '');
    writeFileSync(path.join(root, 'dashboard-overview.html'), '');
    expect(spaDocument(root, '/dashboard')).toBe('dashboard-overview.html');
    expect(spaDocument(root, '/dashboard/?lng=tr')).toBe('dashboard-overview.html');
    expect(spaDocument(root, '/dashboard/settings')).toBe('dashboard.html');
    expect(spaDocument(root, '/login')).toBe('index.html');
    expect(spaDocument(root, '/dashboardx')).toBe('index.html');
  });
});
