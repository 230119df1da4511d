// WebAssembly against native code: every solution of the 102 published
// sums counted 20 times over in the page's worker, and the same in native
// code (the example `published` of alphametic-web, built with the same
// profile); the best of five runs each; and the time from opening the
// page to its first solution. Prints the figures, which benches/README.md
// records: a time is measured here, never asserted, as it moves with the
// load of the machine.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { cargo, openPage, startStaticServer, targetDir, useBrowser } from './support.mjs';

const state = useBrowser(startStaticServer);

test('the worker counts the published sums as native code does, and the ratio of their times', async () => {
  cargo(['build', '--quiet', '--profile', 'wasm', '-p', 'alphametic-web', '--example', 'published']);
  const example = path.join(targetDir(), 'wasm', 'examples', 'published');
  const native = JSON.parse(execFileSync(example, { encoding: 'utf8' }));

  const { page, errors } = await openPage(state);
  await page.waitForFunction(() => document.body.dataset.engine === 'wasm');
  // One worker of the page's, timed inside the worker (`ms` of its
  // answers); the best of five runs after one that warms it up, as V8
  // compiles the module's hot functions a second time, optimised, while
  // they run.
  const wasm = await page.evaluate(async () => {
    const worker = new Worker('worker.js', { type: 'module' });
    worker.postMessage({ module: engine.module });
    const once = (id) => new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => (data.error ? reject(data.error) : resolve(data));
      worker.postMessage({ id, task: 'published', body: { times: 20 } });
    });
    let best = Infinity;
    let answer = null;
    for (let id = 0; id < 6; id++) {
      const data = await once(id);
      answer = data.answer;
      if (id > 0) best = Math.min(best, data.ms);
    }
    worker.terminate();
    return { ...answer, ms: best };
  });
  assert.deepEqual(errors, []);
  await page.close();

  assert.equal(wasm.solutions, native.solutions);
  assert.equal(wasm.puzzles, 102);
  const ratio = wasm.ms / native.ms;
  console.log(
    `published sums (${native.puzzles}, ${native.solutions} solutions) counted ${native.times} times: ` +
    `WebAssembly ${wasm.ms.toFixed(1)} ms, native ${native.ms.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
  );
});

test('the time from opening the page to its first solution', async () => {
  const times = [];
  for (let i = 0; i < 3; i++) {
    // A new page each time, the files from the cache after the first.
    const { page, errors } = await openPage(state);
    const start = await page.evaluate(() => performance.timeOrigin);
    await page.waitForFunction(() => !document.querySelector('#solve-first').disabled);
    await page.click('#solve-first');
    await page.locator('#solve-results table.columns').waitFor();
    const end = await page.evaluate(() => performance.timeOrigin + performance.now());
    times.push(Math.round(end - start));
    assert.deepEqual(errors, []);
    await page.close();
  }
  console.log(`first solve after opening the page: ${times.join(', ')} ms`);
});
