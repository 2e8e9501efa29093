// npm run icons — renders the app icons (web/public/icons/*.png) from web/public/favicon.svg with the
// machine's Chromium (CHROMIUM_PATH), so the installable app (decision 027) has PNGs in every size the
// manifest names. The PNGs are committed; run this again after changing the SVG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { testSettings } from '../server/env.ts';

const svg = readFileSync('web/public/favicon.svg', 'utf8');
const out = 'web/public/icons';
/** Plain icons fill the square; maskable ones keep the glyph inside the 80 % safe zone. */
const ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'maskable-192.png', size: 192, maskable: true },
  { name: 'maskable-512.png', size: 512, maskable: true },
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: testSettings().chromiumPath,
  args: ['--no-sandbox'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;` +
        `background:${icon.maskable ? '#4338ca' : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.name), omitBackground: !icon.maskable });
    await page.close();
    console.log(`${icon.name} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
