// The static site (web/dist/, built by web/build.sh) served by a plain
// static file server with no API behind it: everything the page does runs
// in the browser. Writes a screenshot of each tab to `screenshots/` (or to
// $SCREENSHOTS), and checks the page's size.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { openPage, pageTests, site, startStaticServer, useBrowser } from './support.mjs';

const state = useBrowser(startStaticServer);

pageTests(state, { engine: 'wasm', prefix: '' });

test('the whole page transfers in under 540 KB compressed', () => {
  let raw = 0;
  let compressed = 0;
  const sizes = [];
  for (const file of readdirSync(site).sort()) {
    const bytes = readFileSync(path.join(site, file));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    compressed += gzipped;
    sizes.push(`${file} ${bytes.length} -> ${gzipped}`);
  }
  console.log(`page: ${raw} bytes, ${compressed} bytes gzipped (${(compressed / 1024).toFixed(0)} KiB)\n  ${sizes.join('\n  ')}`);
  // The solvers, the explanations, the finder and the code generator in
  // one module, without wasm-opt.
  assert.ok(compressed < 540 * 1000, `${compressed} bytes gzipped`);
});

test('a page opened again solves at once from its cached files', async () => {
  for (let i = 0; i < 3; i++) {
    // A new page each time, the files from the cache as for a visitor who
    // comes back.
    const { page, errors } = await openPage(state);
    await page.waitForFunction(() => !document.querySelector('#solve-first').disabled);
    await page.click('#solve-first');
    await page.locator('#solve-results table.columns').waitFor();
    assert.equal(await page.textContent('#solve-status'), 'First solution');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
