// The page of `alphametic serve` in a real, headless Chromium: one test per
// task a person does on it, each step what they would do and see.
//
// Run with `npm test` in this folder: it builds the binary, starts
// `alphametic serve --port 0`, and writes a screenshot of each tab to
// `screenshots/` (or to $SCREENSHOTS). The binary is $ALPHAMETIC_BIN if
// set, else the debug build in cargo's target directory, wherever
// $CARGO_TARGET_DIR or cargo's configuration puts it; `node --test` alone
// builds it if it is missing.

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
const workspace = path.join(here, '..');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const screenshots = process.env.SCREENSHOTS ?? path.join(here, 'screenshots');

/// The directory cargo builds into. Cargo reads a relative
/// $CARGO_TARGET_DIR from where it runs, which here is the workspace root;
/// `cargo metadata` also knows a `build.target-dir` set in its config.
function targetDir() {
  if (process.env.CARGO_TARGET_DIR) {
    return path.resolve(workspace, process.env.CARGO_TARGET_DIR);
  }
  const metadata = execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps'], {
    cwd: workspace,
    encoding: 'utf8',
  });
  return JSON.parse(metadata).target_directory;
}

/// The binary to test: $ALPHAMETIC_BIN as it is, else cargo's debug build,
/// built first if it is missing.
function findBinary() {
  if (process.env.ALPHAMETIC_BIN) return process.env.ALPHAMETIC_BIN;
  const binary = path.join(targetDir(), 'debug', 'alphametic');
  if (!existsSync(binary)) {
    // stdout carries the test runner's reports; cargo's progress goes to stderr.
    execFileSync('cargo', ['build', '-p', 'alphametic-cli'], {
      cwd: workspace,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return binary;
}

let server;
let url;
/// The browser's one context, on a fresh profile.
let browser;
let profile;

/// Starts the server on a free port and reads the address it prints.
function startServer(binary) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['serve', '--port', '0', '--timeout', '10'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const match = /^listening on (http:\/\/\S+)$/.exec(line);
      if (match) resolve({ child, url: match[1] });
      else reject(new Error(`unexpected first line: ${line}`));
    });
  });
}

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  ({ child: server, url } = await startServer(findBinary()));
  profile = mkdtempSync(path.join(tmpdir(), 'alphametic-chromium-'));
  // A fresh profile each run, so that nothing of an earlier run remains.
  browser = await chromium.launchPersistentContext(profile, {
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
  await browser?.close();
  server?.removeAllListeners('exit');
  server?.kill();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function openPage() {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.goto(url);
  return { page, errors };
}

test('solving SEND + MORE == MONEY draws the columns with their carries', async () => {
  const { page, errors } = await openPage();
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

  await page.fill('#puzzle', 'A + B == C');
  await page.click('#solve-all');
  await page.waitForFunction(() => /in all/.test(document.querySelector('#solve-status').textContent));
  assert.equal(await page.textContent('#solve-status'), '32 solutions in all');
  assert.equal(await page.locator('#solve-results .solution').count(), 32);

  await page.fill('#puzzle', 'SEND + MORE == MONEY');
  await page.click('#solve-first');
  await table.waitFor();
  await page.screenshot({ path: path.join(screenshots, 'solve.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a malformed puzzle shows the error with its caret as it is typed', async () => {
  const { page, errors } = await openPage();
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
  await page.screenshot({ path: path.join(screenshots, 'error.png') });

  await page.fill('#puzzle', 'SEND + MORE == MONEY');
  await error.waitFor({ state: 'hidden' });
  assert.ok(await page.isEnabled('#solve-first'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Rust tab shows the macro call and the code it generates', async () => {
  const { page, errors } = await openPage();
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
  await page.screenshot({ path: path.join(screenshots, 'rust.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('finding over the planets streams the sums with a progress bar', async () => {
  const { page, errors } = await openPage();
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
  await page.screenshot({ path: path.join(screenshots, 'find.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a game is played to the end with one hint', async () => {
  const { page, errors } = await openPage();
  await page.click('#tab-play');
  await page.waitForFunction(() => document.querySelectorAll('#play-letters input').length > 0);
  const puzzle = await page.textContent('#play-puzzle');
  // The player who knows the answer: the server's own solver gives it.
  const response = await page.request.post(`${url}api/solve`, { data: { puzzle } });
  const { solution } = (await response.json()).solution;
  const letters = Object.keys(solution);
  assert.equal(await page.locator('#play-letters input').count(), letters.length);

  // A wrong digit in the units column marks it as one that cannot hold.
  const table = page.locator('#play-board table.columns');
  const units = (await table.locator('tr.result td').last().getAttribute('data-letter'));
  const wrong = (solution[units] + 1) % 10;
  await page.fill(`#letter-${units}`, String(wrong));
  const others = Object.keys(solution).filter((l) => l !== units);
  // Give every letter of the units column but the result its digit.
  const column = await table.locator('tr.addend td:last-child').evaluateAll(
    (cells) => cells.map((c) => c.dataset.letter).filter(Boolean));
  for (const letter of column.filter((l) => l !== units)) {
    await page.fill(`#letter-${letter}`, String(solution[letter]));
  }
  if (!column.includes(units)) {
    await page.waitForFunction(() => document.querySelector('#play-board tr.result td:last-child').classList.contains('fails'));
    assert.match(await page.textContent('#play-status'), /cannot hold/);
  }

  // The hint first corrects the wrong digit.
  await page.click('#play-hint');
  await page.waitForFunction(() => document.querySelector('#play-hint-text').textContent.startsWith('Hint:'));
  assert.match(await page.textContent('#play-hint-text'), new RegExp(`\`${units}\` is not ${wrong}: it is ${solution[units]}`));
  assert.equal(await page.inputValue(`#letter-${units}`), String(solution[units]));

  for (const letter of others) {
    if ((await page.inputValue(`#letter-${letter}`)) !== String(solution[letter])) {
      await page.fill(`#letter-${letter}`, String(solution[letter]));
    }
  }
  await page.waitForFunction(() => document.querySelector('#play-status').textContent.startsWith('Solved'));
  const status = await page.textContent('#play-status');
  // `1 move` or `N moves`: the page writes the count in words.
  assert.match(status, /^Solved in \d+ moves? and 1 hint!$/);
  const holds = await table.locator('tr.result td.holds').count();
  assert.equal(holds, await table.locator('tr.result td[data-letter]').count());
  assert.ok(await page.isDisabled('#play-hint'));
  await page.screenshot({ path: path.join(screenshots, 'play.png') });
  assert.deepEqual(errors, []);
  await page.close();
});
