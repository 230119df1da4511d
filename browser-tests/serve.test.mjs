// The page as `alphametic serve` serves it: the same page as the static
// site, on the WebAssembly module when the binary embeds it (built after
// web/build.sh), and on the server's JSON API when asked (`?engine=api`)
// or when the module is missing. The API stays for programs.
//
// The binary is $ALPHAMETIC_BIN if set, else the debug build in cargo's
// target directory, wherever $CARGO_TARGET_DIR or cargo's configuration
// puts it; built if it is missing.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { pageTests, startAlphameticServe, useBrowser } from './support.mjs';

const state = useBrowser(startAlphameticServe);

test('the server still answers programs on its API', async () => {
  const response = await fetch(`${state.url}api/solve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ puzzle: 'TO + GO == OUT' }),
  });
  assert.equal(response.status, 200);
  assert.equal((await response.json()).solution.rendered, '21 + 81 == 102');
});

/// The module when the binary embeds it, else the API.
async function served() {
  const response = await fetch(`${state.url}alphametic_web_bg.wasm`);
  return response.ok ? 'wasm' : 'api';
}

describe('the page as served, on the module the binary embeds', () => {
  pageTests(state, { engine: served });
});

describe('the page on the server API', () => {
  pageTests(state, { engine: 'api', query: '?engine=api' });
});
