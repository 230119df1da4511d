// What the browser suites share: where things are, the browser, the
// servers they test against, and the tests of the page, one per task a
// person does on it, each step what they would do and see.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const workspace = path.join(here, '..');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const screenshots = process.env.SCREENSHOTS ?? path.join(here, 'screenshots');
/// The static site, as web/build.sh builds it.
export const site = path.resolve(workspace, process.env.ALPHAMETIC_SITE ?? 'web/dist');

/// The directory cargo builds into. Cargo reads a relative
/// $CARGO_TARGET_DIR from where it runs, which here is the workspace root;
/// `cargo metadata` also knows a `build.target-dir` set in its config.
export function targetDir() {
  if (process.env.CARGO_TARGET_DIR) {
    return path.resolve(workspace, process.env.CARGO_TARGET_DIR);
  }
  const metadata = execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps'], {
    cwd: workspace,
    encoding: 'utf8',
  });
  return JSON.parse(metadata).target_directory;
}

/// Runs cargo in the workspace; its progress goes to stderr, as stdout
/// carries the test runner's reports.
export function cargo(args) {
  execFileSync('cargo', args, { cwd: workspace, stdio: ['ignore', 'ignore', 'inherit'] });
}

/// The binary to test: $ALPHAMETIC_BIN as it is, else cargo's debug build,
/// built first if it is missing.
export function findBinary() {
  if (process.env.ALPHAMETIC_BIN) return process.env.ALPHAMETIC_BIN;
  const binary = path.join(targetDir(), 'debug', 'alphametic');
  if (!existsSync(binary)) cargo(['build', '-p', 'alphametic-cli']);
  return binary;
}

/// Starts `command` and resolves to `{child, url}` once a line of its
/// stdout matches `pattern`, whose first group is the address.
export function startServer(command, args, pattern, { stderr = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', stderr] });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = pattern.exec(line);
      if (match) {
        lines.removeAllListeners('line');
        resolve({ child, url: match[1] });
      }
    });
  });
}

/// A plain static file server over the built site: Python's, as anyone
/// who hosts the folder might use. No API behind it.
export function startStaticServer() {
  if (!existsSync(path.join(site, 'alphametic_web_bg.wasm'))) {
    throw new Error(`${site} has no WebAssembly module: build the site with web/build.sh`);
  }
  return startServer(
    'python3',
    ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', site],
    /^Serving HTTP on \S+ port (\d+)/,
    // It logs every request on stderr.
    { stderr: 'ignore' },
  ).then(({ child, url: port }) => ({ child, url: `http://127.0.0.1:${port}/` }));
}

/// `alphametic serve` on a free port.
export function startAlphameticServe() {
  return startServer(findBinary(), ['serve', '--port', '0', '--timeout', '10'], /^listening on (http:\/\/\S+)$/);
}

/// The browser, on a fresh profile, for the suite that calls it; closed,
/// with the server `start` started, after the suite.
export function useBrowser(start) {
  const state = {};
  before(async () => {
    mkdirSync(screenshots, { recursive: true });
    const { child, url } = await start();
    state.server = child;
    state.url = url;
    state.profile = mkdtempSync(path.join(tmpdir(), 'alphametic-chromium-'));
    // A fresh profile each run, so that nothing of an earlier run remains.
    state.browser = await chromium.launchPersistentContext(state.profile, {
      executablePath: chromiumPath,
      headless: true,
      viewport: { width: 1100, height: 900 },
      // On a machine without a network Chromium's own background traffic
      // fails in bulk; these keep it to the page.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  after(async () => {
    await state.browser?.close();
    state.server?.removeAllListeners('exit');
    state.server?.kill();
    if (state.profile) rmSync(state.profile, { recursive: true, force: true });
  });
  return state;
}

/// Opens the page at `url` (plus `query`), noting its script errors and
/// any request that leaves the host.
export async function openPage(state, query = '') {
  const page = await state.browser.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.on('console', (message) => {
    // The browser reports the API's 400 for a malformed puzzle, which the
    // page expects and shows.
    const expected = /^Failed to load resource: .* status of 400/.test(message.text());
    if (message.type() === 'error' && !expected) errors.push(message.text());
  });
  const host = new URL(state.url).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== host) {
      errors.push(`a request outside the host: ${request.url()}`);
    }
  });
  await page.goto(`${state.url}${query}`);
  return { page, errors };
}

/// The page's tests against the server `state` holds, the screenshots
/// named with `prefix` (none when it is null); `engine` is the engine the
/// page must use (or a function that says which), `query` what the
/// address adds.
export function pageTests(state, { engine, query = '', prefix = null }) {
  const shot = (page, name) =>
    prefix === null ? null : page.screenshot({ path: path.join(screenshots, `${prefix}${name}.png`) });
  const open = async () => {
    const opened = await openPage(state, query);
    await opened.page.waitForFunction(() => document.body.dataset.engine);
    const expected = typeof engine === 'function' ? await engine() : engine;
    assert.equal(await opened.page.getAttribute('body', 'data-engine'), expected);
    return opened;
  };

  test('solving SEND + MORE == MONEY draws the columns with their carries', async () => {
    const { page, errors } = await open();
    await page.fill('#puzzle', 'SEND + MORE == MONEY');
    await page.click('#solve-first');
    const table = page.locator('#solve-results table.columns');
    await table.waitFor();
    const digits = async (row) => (await table.locator(`tr.${row} .digit`).allTextContents()).join('');
    const letters = async (row) => (await table.locator(`tr.${row} .letter`).allTextContents()).join('');
    assert.deepEqual(await table.locator('tr.addend').count(), 2);
    assert.equal(await letters('addend'), 'SENDMORE');
    assert.equal(await digits('addend'), '95671085');
    assert.equal(await letters('result'), 'MONEY');
    assert.equal(await digits('result'), '10652');
    // Carries into the columns, left to right: 9+1 and 5+0+1 and 6+8+1
    // and 7+5 make 1, _, 1, 1, _.
    const carries = await table.locator('tr.carries td').allTextContents();
    assert.deepEqual(carries.slice(1), ['1', '', '1', '1', '']);
    assert.match(await page.textContent('#solve-status'), /First solution/);
    assert.match(await page.textContent('#solve-results .rendered'), /9567 \+ 1085 == 10652/);

    await page.click('#solve-unique');
    await page.waitForFunction(() => document.querySelector('#solve-status').textContent.startsWith('Unique'));
    await page.click('#solve-count');
    await page.waitForFunction(() => document.querySelector('#solve-status').textContent === '1 solution');

    await page.fill('#puzzle', 'A + B == C');
    await page.click('#solve-all');
    await page.waitForFunction(() => /in all/.test(document.querySelector('#solve-status').textContent));
    assert.equal(await page.textContent('#solve-status'), '32 solutions in all');
    assert.equal(await page.locator('#solve-results .solution').count(), 32);

    // A skeleton's filled-in digits stand apart; a long division is
    // drawn as on paper.
    await page.fill('#puzzle', '1?? * ?? == 4??5');
    await page.click('#solve-first');
    await page.locator('#solve-results .rendered .filled').first().waitFor();
    assert.equal(await page.locator('#solve-results .rendered .filled').count(), 6);
    await page.fill('#puzzle', 'pkmkh / ?? = ??? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k');
    await page.click('#solve-first');
    const paper = page.locator('#solve-results pre.paper');
    await paper.waitFor();
    assert.match(await paper.textContent(), /77 \) 47670/);

    await page.fill('#puzzle', 'SEND + MORE == MONEY');
    await page.click('#solve-first');
    await table.waitFor();
    await shot(page, 'solve');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('Explain shows the steps beside the solution, with the grade', async () => {
    const { page, errors } = await open();
    await page.fill('#puzzle', 'SEND + MORE == MONEY');
    await page.waitForFunction(() => !document.querySelector('#solve-explain').disabled);
    await page.click('#solve-explain');
    const explanation = page.locator('#solve-results .explanation');
    await explanation.waitFor();
    assert.match(await page.textContent('#solve-status'), /^Explained: grade 3 \(hard\), 4 steps, no case split$/);
    assert.equal(await explanation.locator('h3').textContent(), 'Explanation: grade 3 (hard)');
    const lines = await explanation.locator('p.line').allTextContents();
    // The wording of `alphametic explain`.
    assert.ok(lines[0].startsWith('1. Column 5: MONEY has one more column than SEND and MORE'), lines.join('\n'));
    assert.ok(lines.some((line) => /^1\. .*so M = 1 and c4 = 1\./.test(line)), lines.join('\n'));
    assert.equal(lines.at(-2), 'Solution: D=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2');
    assert.match(lines.at(-1), /^Difficulty: grade 3 \(hard\): 4 steps/);
    // Beside the columns of the solution it reaches.
    const table = page.locator('#solve-results .explained table.columns');
    assert.equal((await table.locator('tr.result .digit').allTextContents()).join(''), '10652');

    // A case split: each case one step further in.
    await page.fill('#puzzle', 'DONALD + GERALD == ROBERT');
    await page.waitForFunction(() => !document.querySelector('#solve-explain').disabled);
    await page.click('#solve-explain');
    await page.waitForFunction(() => /^Explained: grade 4 \(tough\)/.test(document.querySelector('#solve-status').textContent));
    const split = page.locator('#solve-results p.line', { hasText: 'No rule applies: E is 0 or 9. Try each.' });
    assert.equal(await split.count(), 1);
    const inset = async (text) => page.locator('#solve-results p.line', { hasText: text })
      .evaluate((p) => parseFloat(getComputedStyle(p).paddingLeft));
    assert.ok(await inset('3. E = 0') > await inset('Case E = 0, impossible:'));
    await shot(page, 'explain');

    // A puzzle that does not parse shows its caret, as for the other buttons.
    await page.fill('#puzzle', 'SEND + MORE == MONEY +');
    await page.locator('#puzzle-error').waitFor({ state: 'visible' });
    assert.ok(await page.isDisabled('#solve-explain'));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('all solutions stream in until Stop, which ends the search at once', async () => {
    const { page, errors } = await open();
    // Every assignment of sixteen digits solves it: days to list.
    await page.fill('#puzzle', 'ABCDEFGHIJKLMNOP == ABCDEFGHIJKLMNOP');
    await page.fill('#base', '16');
    await page.waitForFunction(() => !document.querySelector('#solve-all').disabled);
    await page.click('#solve-all');
    await page.waitForFunction(() => /so far/.test(document.querySelector('#solve-status').textContent));
    assert.ok(await page.isEnabled('#solve-stop'));
    await page.click('#solve-stop');
    await page.waitForFunction(() => /^Stopped after/.test(document.querySelector('#solve-status').textContent));
    const stopped = await page.textContent('#solve-status');
    const drawn = await page.locator('#solve-results .solution').count();
    assert.ok(drawn > 0 && drawn <= 200, `${drawn} drawn`);
    // Nothing more arrives once stopped: the page has no task left.
    await page.waitForFunction(() => document.body.dataset.tasks === '0');
    assert.equal(await page.textContent('#solve-status'), stopped);
    assert.ok(await page.isEnabled('#solve-all'));
    assert.ok(await page.isDisabled('#solve-stop'));
    // The page answers at once after the stop: a new search runs.
    await page.fill('#puzzle', 'TO + GO == OUT');
    await page.waitForFunction(() => !document.querySelector('#solve-first').disabled);
    await page.click('#solve-first');
    await page.waitForFunction(() => document.querySelector('#solve-status').textContent === 'First solution');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a malformed puzzle shows the error with its caret as it is typed', async () => {
    const { page, errors } = await open();
    await page.fill('#puzzle', 'SEND + MORE == MONEY +');
    const error = page.locator('#puzzle-error');
    await error.waitFor({ state: 'visible' });
    const text = await error.textContent();
    const lines = text.split('\n');
    assert.match(lines[0], /^error: /);
    assert.match(lines[0], /after `\+`/);
    // The puzzle, then a caret line whose `^` stands under the last `+`.
    const source = lines.findIndex((line) => line.endsWith('SEND + MORE == MONEY +'));
    assert.ok(source > 0, text);
    const caret = lines[source + 1].indexOf('^');
    assert.equal(caret, lines[source].length - 1, text);
    assert.equal(await page.getAttribute('#puzzle', 'aria-invalid'), 'true');
    assert.ok(await page.isDisabled('#solve-first'));
    await shot(page, 'error');

    await page.fill('#puzzle', 'SEND + MORE == MONEY');
    await error.waitFor({ state: 'hidden' });
    assert.ok(await page.isEnabled('#solve-first'));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a digit set changes the count, and one that does not read is an error', async () => {
    const { page, errors } = await open();
    const status = (text) => page.waitForFunction(
      (text) => document.querySelector('#solve-status').textContent === text, text);
    await page.fill('#puzzle', 'A + B == C');
    await page.waitForFunction(() => !document.querySelector('#solve-count').disabled);
    await page.click('#solve-count');
    await status('32 solutions');
    // Without 8: no sum 8 (1 + 7, 2 + 6, 3 + 5) and no 1 + 8, either way round.
    await page.fill('#digits', '0-7,9');
    await page.click('#solve-count');
    await status('24 solutions');

    await page.fill('#digits', '1-');
    const error = page.locator('#puzzle-error');
    await error.waitFor({ state: 'visible' });
    assert.match(await error.textContent(), /^error: `1-` is not a digit or a range of digits/);
    assert.ok(await page.isDisabled('#solve-count'));
    await page.fill('#digits', '');
    await error.waitFor({ state: 'hidden' });
    await page.click('#solve-count');
    await status('32 solutions');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the Rust tab shows the macro call and the code it generates', async () => {
    const { page, errors } = await open();
    await page.fill('#puzzle', 'SEND + MORE == MONEY');
    await page.click('#tab-rust');
    await page.waitForFunction(() => document.querySelector('#rust-code').textContent.length > 100);
    assert.match(await page.textContent('#rust-call'), /alphametic!\("SEND \+ MORE == MONEY"\)/);
    const code = await page.textContent('#rust-code');
    assert.match(code, /^\/\/ alphametic!\("SEND \+ MORE == MONEY"\)/);
    assert.match(code, /static PUZZLE: &dyn ::alphametic::Alphametic/);
    assert.match(code, /\bfn\b/);
    assert.ok(await page.locator('#rust-code .tok-keyword').count() > 0, 'the code is highlighted');
    assert.ok(await page.isHidden('#panel-solve'));
    await shot(page, 'rust');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('finding over the planets streams the sums with a progress bar', async () => {
    const { page, errors } = await open();
    await page.click('#tab-find');
    await page.waitForFunction(() => document.querySelectorAll('#find-list option').length > 1);
    await page.selectOption('#find-list', 'planets');
    assert.match(await page.inputValue('#find-words'), /^mercury\nvenus\nearth/);
    await page.click('#find-start');
    await page.waitForFunction(() => / found$| found \(/.test(document.querySelector('#find-status').textContent));
    const found = await page.locator('#find-results li').allTextContents();
    assert.ok(found.includes('saturn + uranus == jupiter'), found.join('\n'));
    assert.ok(found.includes('mars + saturn + uranus == mercury'), found.join('\n'));
    const status = await page.textContent('#find-status');
    assert.match(status, new RegExp(`${found.length} puzzles? found$`));
    const bar = await page.$eval('#find-progress', (bar) => [bar.value, bar.max]);
    assert.deepEqual(bar, [9, 9]);
    assert.ok(await page.isEnabled('#find-start'));
    await shot(page, 'find');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a long find reports its progress and Cancel stops it', async () => {
    const { page, errors } = await open();
    await page.click('#tab-find');
    await page.waitForFunction(() => document.querySelectorAll('#find-list option').length > 1);
    // Doubly true sums of up to nine English number names from 1 to 100:
    // far longer than the test waits.
    await page.selectOption('#find-kind', 'doubly-true');
    await page.click('#find-start');
    await page.waitForFunction(() => / found so far$/.test(document.querySelector('#find-status').textContent));
    const progress = await page.$eval('#find-progress', (bar) => [bar.value, bar.max]);
    assert.ok(progress[0] >= 1 && progress[0] < progress[1], String(progress));
    await page.click('#find-cancel');
    await page.waitForFunction(() => /^Cancelled after/.test(document.querySelector('#find-status').textContent));
    const cancelled = await page.$eval('#find-progress', (bar) => bar.value);
    await page.waitForFunction(() => document.body.dataset.tasks === '0');
    assert.equal(await page.$eval('#find-progress', (bar) => bar.value), cancelled);
    assert.match(await page.textContent('#find-status'), /^Cancelled after/);
    assert.ok(await page.isEnabled('#find-start'));
    assert.ok(await page.isDisabled('#find-cancel'));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a hint is the next step of the explanation, in its words', async () => {
    const { page, errors } = await open();
    await page.click('#tab-play');
    await page.waitForFunction(() => document.querySelectorAll('#play-letters input').length > 0);
    const puzzle = await page.textContent('#play-puzzle');
    // The explanation of the game's puzzle, from the page's own engine.
    const lines = await page.evaluate(
      (puzzle) => run('explain', { puzzle }).promise.then((answer) => answer.lines.map((line) => line.text)),
      puzzle,
    );
    await page.click('#play-hint');
    await page.waitForFunction(() => document.querySelector('#play-hint-text').textContent.startsWith('Hint:'));
    const reason = (await page.textContent('#play-hint-text')).replace(/^Hint: /, '');
    const steps = await page.locator('#play-hint-steps li').allTextContents();
    if (reason.startsWith('No rule applies')) {
      // No step places a digit before the first case split.
      assert.ok(lines.includes(reason.replace(/ Try each\..*/, ' Try each.')), reason);
    } else {
      // The first step that places a digit, after the steps before it.
      const at = lines.findIndex((line) => line.replace(/^\d+\. /, '') === reason);
      assert.ok(at >= 0, `${reason}\n${lines.join('\n')}`);
      assert.equal(lines[at], `${at + 1}. ${reason}`);
      // The steps that lead to it end with it.
      if (steps.length > 0) assert.equal(steps.at(-1), reason);
    }
    // The letter it gives is filled in.
    const given = await page.$$eval('#play-letters input', (inputs) => inputs.filter((i) => i.value !== '').length);
    assert.equal(given, 1);
    await shot(page, 'hint');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a game is played to the end with one hint', async () => {
    const { page, errors } = await open();
    await page.click('#tab-play');
    await page.waitForFunction(() => document.querySelectorAll('#play-letters input').length > 0);
    const puzzle = await page.textContent('#play-puzzle');
    // The player who knows the answer: the page's own solver gives it.
    const solution = await page.evaluate(
      (puzzle) => run('solve', { puzzle }).promise.then((answer) => answer.solution.solution),
      puzzle,
    );
    const letters = Object.keys(solution);
    const digit = (letter) => solution[letter];
    assert.equal(await page.locator('#play-letters input').count(), letters.length);

    // A wrong digit in the units column marks it as one that cannot hold.
    const table = page.locator('#play-board table.columns');
    const units = await table.locator('tr.result td').last().getAttribute('data-letter');
    const wrong = (digit(units) + 1) % 10;
    await page.fill(`#letter-${units}`, String(wrong));
    const others = letters.filter((l) => l !== units);
    // Give every letter of the units column but the result its digit.
    const column = await table.locator('tr.addend td:last-child').evaluateAll(
      (cells) => cells.map((c) => c.dataset.letter).filter(Boolean));
    for (const letter of column.filter((l) => l !== units)) {
      await page.fill(`#letter-${letter}`, String(digit(letter)));
    }
    if (!column.includes(units)) {
      await page.waitForFunction(() => document.querySelector('#play-board tr.result td:last-child').classList.contains('fails'));
      assert.match(await page.textContent('#play-status'), /cannot hold/);
    }

    // The hint first corrects the wrong digit.
    await page.click('#play-hint');
    await page.waitForFunction(() => document.querySelector('#play-hint-text').textContent.startsWith('Hint:'));
    assert.match(await page.textContent('#play-hint-text'), new RegExp(`\`${units}\` is not ${wrong}: it is ${digit(units)}`));
    assert.equal(await page.inputValue(`#letter-${units}`), String(digit(units)));

    for (const letter of others) {
      if ((await page.inputValue(`#letter-${letter}`)) !== String(digit(letter))) {
        await page.fill(`#letter-${letter}`, String(digit(letter)));
      }
    }
    await page.waitForFunction(() => document.querySelector('#play-status').textContent.startsWith('Solved'));
    const status = await page.textContent('#play-status');
    // `1 move` or `N moves`: the page writes the count in words.
    assert.match(status, /^Solved in \d+ moves? and 1 hint!$/);
    const holds = await table.locator('tr.result td.holds').count();
    assert.equal(holds, await table.locator('tr.result td[data-letter]').count());
    assert.ok(await page.isDisabled('#play-hint'));
    await shot(page, 'play');
    assert.deepEqual(errors, []);
    await page.close();
  });
}
