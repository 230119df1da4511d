// The page of the alphametic toolkit: four tabs whose work runs on the
// solvers compiled to WebAssembly, in a Web Worker, so that the page never
// freezes and Stop ends a search at once (the worker is ended). The same
// page is the static site and what `alphametic serve` serves; when the
// module is missing (a server built without it) the work goes through the
// server's JSON API instead. Plain JavaScript, no build step and no
// outside files, so that the page works offline from any static host.
'use strict';

const $ = (id) => document.getElementById(id);

// ---- The engine ---------------------------------------------------------

/// The tasks that may run long: each gets a worker of its own, ended when
/// it is stopped. The others share one worker that stays.
const LONG = new Set(['solve', 'solve/all', 'explain', 'find', 'published']);

/// The tasks whose answers are streams of events.
const STREAMED = new Set(['solve/all', 'find']);

const engine = {
  /// `wasm` or `api`, once `ready` resolves.
  kind: null,
  module: null,
  shared: null,
  spare: null,
  seq: 0,

  /// Compiles the module, or falls back on the server's API when there is
  /// one; `?engine=api` in the address asks for the API.
  async start() {
    const wanted = new URLSearchParams(location.search).get('engine');
    if (wanted !== 'api') {
      try {
        this.module = await compile('alphametic_web_bg.wasm');
        this.kind = 'wasm';
        this.spare = this.worker();
        return;
      } catch (err) {
        const api = await fetch('/api/lists').then((response) => response.ok, () => false);
        if (!api) throw new Error(`${err.message}: build the site with web/build.sh`);
      }
    }
    this.kind = 'api';
  },

  worker() {
    const worker = new Worker('worker.js', { type: 'module' });
    worker.postMessage({ module: this.module });
    return worker;
  },

  /// Runs `task` on `body`: `{promise, cancel}`; `onEvent(name, data)`
  /// receives a streamed task's events. The promise resolves to the answer
  /// (a stream's last event) and rejects with `{error, …}`, or with an
  /// `AbortError` once cancelled.
  run(task, body, onEvent = () => {}) {
    if (this.kind === 'api') return this.viaApi(task, body, onEvent);
    const long = LONG.has(task);
    let worker;
    if (long) {
      worker = this.spare;
      // The next long task starts on a worker whose module is ready.
      this.spare = this.worker();
    } else {
      this.shared ??= this.worker();
      worker = this.shared;
    }
    const id = ++this.seq;
    let cancel;
    const promise = new Promise((resolve, reject) => {
      const end = () => {
        worker.removeEventListener('message', listen);
        if (long) worker.terminate();
      };
      const listen = ({ data }) => {
        if (data.id !== id) return;
        for (const [name, event] of data.events ?? []) onEvent(name, event);
        if ('answer' in data) { end(); resolve(data.answer); }
        if (data.error) {
          end();
          if (data.broken && !long) { worker.terminate(); this.shared = null; }
          reject(data.error);
        }
      };
      worker.addEventListener('message', listen);
      cancel = () => { end(); reject(new DOMException('stopped', 'AbortError')); };
      worker.postMessage({ id, task, body });
    });
    return { promise, cancel };
  },

  /// The same task through the server's API: the task `solve` is
  /// `POST /api/solve`, `lists` is `GET /api/lists`.
  viaApi(task, body, onEvent) {
    const controller = new AbortController();
    const path = `/api/${task}`;
    let promise;
    if (task === 'lists') {
      promise = fetch(path, { signal: controller.signal }).then(answer);
    } else if (STREAMED.has(task)) {
      promise = stream(path, body, controller.signal, onEvent);
    } else {
      promise = post(path, body, controller.signal);
    }
    return { promise, cancel: () => controller.abort() };
  },
};

/// The WebAssembly module at `url`, compiled as it downloads where the host
/// serves it as `application/wasm`, else once downloaded.
async function compile(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the WebAssembly module is missing (${url}: ${response.status})`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch {
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

const ready = engine.start();

/// The tasks started and not yet settled, as `data-tasks` on the body: 0
/// once every search has ended or been stopped (its worker ended, its
/// request aborted), after which nothing more arrives from it.
let tasks = 0;
function countTasks(change) {
  tasks += change;
  document.body.dataset.tasks = String(tasks);
}

/// Runs `task` once the engine is ready; see `engine.run`.
function run(task, body, onEvent = () => {}) {
  let cancelled = false;
  let cancel = () => { cancelled = true; };
  countTasks(1);
  const promise = ready.then(() => {
    if (cancelled) throw new DOMException('stopped', 'AbortError');
    // A stopped task's events go nowhere, whatever is still in flight.
    const job = engine.run(task, body, (name, data) => { if (!cancelled) onEvent(name, data); });
    cancel = () => { cancelled = true; job.cancel(); };
    return job.promise;
  }, (err) => {
    throw { error: err.message };
  }).finally(() => countTasks(-1));
  return { promise, cancel: () => cancel() };
}

/// Resolves to the JSON answer, or rejects with the server's `{error, …}`.
async function answer(response) {
  const json = await response.json().catch(() => ({ error: response.statusText }));
  if (!response.ok) throw json;
  return json;
}

/// POSTs `body` as JSON; resolves to the JSON answer, or rejects with the
/// server's `{error, …}` object.
async function post(path, body, signal) {
  return answer(await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  }));
}

/// POSTs `body` and calls `onEvent(name, data)` for each Server-Sent Event
/// of the answer until it ends; resolves to the last event's data.
/// EventSource only GETs, hence fetch and a small reader of the
/// `event:`/`data:` lines.
async function stream(path, body, signal, onEvent) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) await answer(response);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let last = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    // The last piece is an event still coming, or empty.
    buffer = blocks.pop();
    for (const block of blocks) {
      let name = 'message';
      const data = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      // Comment lines (`:`) keep the connection alive and carry no data.
      if (data.length) {
        last = JSON.parse(data.join('\n'));
        onEvent(name, last);
      }
    }
  }
  return last;
}

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.append(child);
  return node;
}

function plural(n, word) {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

// ---- Tabs -------------------------------------------------------------

const tabs = ['solve', 'rust', 'find', 'play'];

function show(name) {
  for (const tab of tabs) {
    $(`tab-${tab}`).setAttribute('aria-selected', String(tab === name));
    $(`panel-${tab}`).hidden = tab !== name;
  }
  if (name === 'rust') showRust();
  if (name === 'play' && !game) newGame();
}

for (const tab of tabs) $(`tab-${tab}`).addEventListener('click', () => show(tab));

// ---- Solve ------------------------------------------------------------

function puzzleRequest() {
  return {
    puzzle: $('puzzle').value,
    base: Number($('base').value) || 10,
    strict: $('strict').checked,
    digits: $('digits').value,
  };
}

function showError(box, err) {
  box.hidden = false;
  box.textContent = err.drawing || `error: ${err.error}`;
}

/// Checks the puzzle as it is typed: the error with its caret shows under
/// the box, and the buttons wait for a puzzle that parses.
let checkTimer = 0;
let checkSeq = 0;
function checkSoon() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(async () => {
    const seq = ++checkSeq;
    try {
      await run('check', puzzleRequest()).promise;
      if (seq !== checkSeq) return;
      $('puzzle-error').hidden = true;
      $('puzzle').removeAttribute('aria-invalid');
      setSolveButtons(true);
    } catch (err) {
      if (seq !== checkSeq) return;
      showError($('puzzle-error'), err);
      $('puzzle').setAttribute('aria-invalid', 'true');
      setSolveButtons(false);
    }
  }, 120);
}

let solving = null;

function setSolveButtons(ok) {
  for (const id of ['solve-first', 'solve-all', 'solve-count', 'solve-unique', 'solve-explain']) {
    $(id).disabled = !ok || solving !== null;
  }
  $('solve-stop').disabled = solving === null;
}

for (const id of ['puzzle', 'base', 'strict', 'digits']) $(id).addEventListener('input', checkSoon);

/// Digits above 9 are written in decimal in a drawing, as `render` does.
function digitText(d) {
  return String(d);
}

/// A sum drawn as a column addition: the carries above, the words over
/// each other with each letter's digit under it, a rule, and the result.
function drawColumns(layout, options = {}) {
  const table = el('table', { className: 'columns' });
  const width = layout.width;
  const digits = layout.digits || options.digits || {};
  const states = options.states || [];
  if (layout.carries) {
    const row = el('tr', { className: 'carries' }, [el('td')]);
    layout.carries.forEach((carry) => {
      row.append(el('td', { textContent: carry ? String(carry) : '', title: carry ? `carry ${carry}` : '' }));
    });
    table.append(row);
  }
  const wordRow = (word, sign, className) => {
    const row = el('tr', { className }, [el('td', { className: 'sign', textContent: sign })]);
    const letters = [...word];
    for (let i = 0; i < width; i++) {
      const letter = letters[i - (width - letters.length)];
      const cell = el('td');
      if (states[i]) cell.classList.add(states[i]);
      if (letter !== undefined) {
        cell.append(el('span', { className: 'letter', textContent: letter }));
        const digit = digits[letter];
        cell.append(el('span', { className: 'digit', textContent: digit === undefined ? '·' : digitText(digit) }));
        cell.dataset.letter = letter;
      }
      row.append(cell);
    }
    return row;
  };
  layout.addends.forEach((word, i) => {
    table.append(wordRow(word, i === layout.addends.length - 1 ? '+' : '', 'addend'));
  });
  table.append(wordRow(layout.result, '=', 'result'));
  return table;
}

function drawSolution(drawn, index) {
  const box = el('div', { className: 'solution' });
  if (index !== undefined) box.append(el('h3', { textContent: `Solution ${index}` }));
  if (drawn.columns) box.append(drawColumns(drawn.columns));
  if (drawn.paper) box.append(el('pre', { className: 'paper', textContent: drawn.paper }));
  const rendered = el('p', { className: 'rendered' });
  // The digits filled in for `?`s stand apart from those the puzzle gave.
  const filled = new Set(drawn.filled ?? []);
  [...drawn.rendered].forEach((c, i) => {
    rendered.append(filled.has(i) ? el('span', { className: 'filled', textContent: c }) : c);
  });
  box.append(rendered);
  // The digits of `?`s (key `?`) show in place in the sum, marked.
  const letters = Object.entries(drawn.solution)
    .filter(([l]) => l !== '?')
    .map(([l, d]) => `${l}=${d}`)
    .join(' ');
  box.append(el('p', { className: 'letters-line', textContent: letters }));
  return box;
}

/// Runs `task` on `body` for the Solve tab: the results cleared, `working`
/// in the status until the answer comes, then `show(answer, results,
/// status)`; Stop and errors reported as every Solve button reports them.
async function solveTask(working, task, body, show) {
  const results = $('solve-results');
  const status = $('solve-status');
  results.replaceChildren();
  status.textContent = working;
  solving = run(task, body);
  setSolveButtons(true);
  try {
    show(await solving.promise, results, status);
  } catch (err) {
    if (err.name === 'AbortError') status.textContent = 'Stopped';
    else { status.textContent = ''; showError($('puzzle-error'), err); }
  } finally {
    solving = null;
    setSolveButtons(true);
  }
}

function solveOnce(mode) {
  return solveTask('Solving…', 'solve', { ...puzzleRequest(), mode }, (answer, results, status) => {
    const late = answer.timed_out ? ' (the search stopped at its deadline)' : '';
    if (mode === 'first') {
      if (answer.solution) {
        status.textContent = `First solution${late}`;
        results.append(drawSolution(answer.solution));
      } else {
        status.textContent = answer.timed_out ? `No solution found${late}` : 'No solution';
      }
    } else if (mode === 'count') {
      status.textContent = `${plural(answer.count, 'solution')}${late}`;
    } else {
      status.textContent = answer.timed_out
        ? `Unknown${late}`
        : answer.unique ? 'Unique: exactly one solution' : `Not unique: ${answer.count_up_to_2 === 0 ? 'no solution' : 'more than one solution'}`;
    }
  });
}

/// The most solutions drawn; the count goes on past them.
const MAX_DRAWN = 200;

async function solveAll() {
  const results = $('solve-results');
  const status = $('solve-status');
  results.replaceChildren();
  let count = 0;
  status.textContent = 'Searching…';
  solving = run('solve/all', { ...puzzleRequest(), drawn: MAX_DRAWN }, (name, data) => {
    if (name === 'solution' || name === 'count') {
      count = data.index ?? data.count;
      if (data.drawn) results.append(drawSolution(data.drawn, count));
      status.textContent = `${plural(count, 'solution')} so far…`;
    } else if (name === 'done') {
      const late = data.timed_out ? ' (the search stopped at its deadline)' : '';
      status.textContent = `${plural(data.count, 'solution')} in all${late}`;
    }
  });
  setSolveButtons(true);
  try {
    await solving.promise;
  } catch (err) {
    if (err.name === 'AbortError') status.textContent = `Stopped after ${plural(count, 'solution')}`;
    else { status.textContent = ''; showError($('puzzle-error'), err); }
  } finally {
    solving = null;
    setSolveButtons(true);
  }
}

/// The grade of a difficulty as the command line writes it: `grade 3 (hard)`.
function gradeText(difficulty) {
  return difficulty.grade === null ? 'unexplained' : `grade ${difficulty.grade} (${difficulty.name})`;
}

/// The explanation of the puzzle beside its first solution: the steps as
/// `alphametic explain` prints them, each case of a case split indented
/// under it, and the grade.
function explainPuzzle() {
  return solveTask('Explaining…', 'explain', puzzleRequest(), (answer, results, status) => {
    const d = answer.difficulty;
    const cases = d.splits === 0
      ? 'no case split'
      : `${plural(d.splits, 'case split')}, nested ${d.depth} deep`;
    const cut = answer.complete ? '' : ', no explanation within the limit of cases';
    status.textContent = `Explained: ${gradeText(d)}, ${plural(d.steps, 'step')}, ${cases}${cut}`;
    const box = el('div', { className: 'explained' });
    if (answer.solution) box.append(drawSolution(answer.solution));
    const steps = el('div', { className: 'explanation' }, [
      el('h3', { textContent: `Explanation: ${gradeText(answer.difficulty)}` }),
    ]);
    for (const line of answer.head.slice(1)) steps.append(el('p', { className: 'head', textContent: line }));
    for (const line of answer.lines) {
      const p = el('p', { className: 'line', textContent: line.text });
      p.style.setProperty('--indent', line.indent);
      steps.append(p);
    }
    box.append(steps);
    results.append(box);
  });
}

$('solve-first').addEventListener('click', () => solveOnce('first'));
$('solve-explain').addEventListener('click', explainPuzzle);
$('solve-count').addEventListener('click', () => solveOnce('count'));
$('solve-unique').addEventListener('click', () => solveOnce('unique'));
$('solve-all').addEventListener('click', solveAll);
$('solve-stop').addEventListener('click', () => solving && solving.cancel());

// ---- Rust -------------------------------------------------------------

const KEYWORDS = new Set(('as break const continue crate else enum false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while dyn').split(' '));

/// A small highlighter for the generated code: comments, strings, numbers,
/// keywords, macros and types, each in a span the style colours.
function highlight(code) {
  const token = /(\/\/[^\n]*)|("(?:[^"\\]|\\.)*")|('(?:[^'\\]|\\.)')|(\b\d[\w.]*)|([A-Za-z_]\w*!?)|([\s\S])/g;
  const out = document.createDocumentFragment();
  let match;
  let plain = '';
  const flush = () => { if (plain) { out.append(plain); plain = ''; } };
  const span = (className, text) => { flush(); out.append(el('span', { className, textContent: text })); };
  while ((match = token.exec(code)) !== null) {
    const [text, comment, string, char, number, word] = match;
    if (comment) span('tok-comment', text);
    else if (string || char) span('tok-string', text);
    else if (number) span('tok-number', text);
    else if (word && word.endsWith('!')) span('tok-macro', text);
    else if (word && KEYWORDS.has(word)) span('tok-keyword', text);
    else if (word && /^[A-Z]/.test(word)) span('tok-type', text);
    else plain += text;
  }
  flush();
  return out;
}

async function showRust() {
  $('rust-error').hidden = true;
  try {
    const answer = await run('codegen', puzzleRequest()).promise;
    $('rust-call').replaceChildren(highlight(`use alphametic::alphametic;\n\nlet puzzle = ${answer.call};\nlet solution = puzzle.solve();`));
    $('rust-code').replaceChildren(highlight(answer.code));
  } catch (err) {
    showError($('rust-error'), err);
    $('rust-call').textContent = '';
    $('rust-code').textContent = '';
  }
}

// ---- Find -------------------------------------------------------------

const lists = {};

async function loadLists() {
  const answer = await run('lists', {}).promise;
  const select = $('find-list');
  for (const list of answer.lists) {
    lists[list.name] = list.words;
    select.append(el('option', { value: list.name, textContent: `${list.name} (${list.words.length} words)` }));
  }
  select.append(el('option', { value: '', textContent: 'pasted below' }));
  showList();
}

function showList() {
  const name = $('find-list').value;
  if (name) $('find-words').value = lists[name].join('\n');
  $('find-words').readOnly = Boolean(name);
}

$('find-list').addEventListener('change', showList);

let finding = null;
const MAX_LISTED = 1000;

async function find() {
  const results = $('find-results');
  const status = $('find-status');
  const bar = $('find-progress');
  results.replaceChildren();
  bar.value = 0;
  let found = 0;
  $('find-start').disabled = true;
  $('find-cancel').disabled = false;
  const name = $('find-list').value;
  const kind = $('find-kind').value;
  const max = Number($('find-max').value);
  const request = {
    kind,
    min_addends: Number($('find-min').value),
    // A product has at most four words a side.
    max_addends: kind === 'products' ? Math.min(4, max) : max,
    digits: $('find-digits').value,
    ...(name ? { list: name } : { words: $('find-words').value }),
  };
  status.textContent = 'Searching…';
  finding = run('find', request, (event, data) => {
    if (event === 'start') {
      bar.max = Math.max(1, data.rights);
    } else if (event === 'found') {
      found += 1;
      if (found <= MAX_LISTED) results.append(el('li', { textContent: data.puzzle }));
    } else if (event === 'progress') {
      bar.value = data.done;
      status.textContent = `${plural(data.checked, 'candidate')} checked, ${found.toLocaleString('en')} found so far`;
    } else if (event === 'done') {
      bar.value = bar.max;
      const late = data.timed_out ? ' (the search stopped at its deadline)' : '';
      status.textContent = `${plural(data.checked, 'candidate')} checked, ${plural(data.found, 'puzzle')} found${late}`;
    }
  });
  try {
    await finding.promise;
  } catch (err) {
    status.textContent = err.name === 'AbortError'
      ? `Cancelled after ${plural(found, 'puzzle')}`
      : `error: ${err.error}`;
  } finally {
    finding = null;
    $('find-start').disabled = false;
    $('find-cancel').disabled = true;
  }
}

$('find-start').addEventListener('click', find);
$('find-cancel').addEventListener('click', () => finding && finding.cancel());

// ---- Play -------------------------------------------------------------

let game = null;

async function newGame() {
  const source = $('play-source').value;
  $('play-status').textContent = 'Choosing a puzzle…';
  showHint(null);
  try {
    const answer = await run('play/new', {
      difficulty: $('play-difficulty').value,
      // The worker has no clock to pick a game with.
      seed: Math.floor(Math.random() * 2 ** 32),
      ...(source ? { list: source } : {}),
    }).promise;
    game = { ...answer, digits: {}, moves: 0, hints: 0, solved: false, states: [] };
    $('play-puzzle').textContent = answer.puzzle;
    const { grade, name, steps } = answer.rating;
    $('play-status').textContent = `${answer.difficulty}: grade ${grade} (${name}), explained in ${steps} steps. Give each letter a digit.`;
    $('play-hint').disabled = false;
    drawLetters();
    drawBoard();
  } catch (err) {
    $('play-status').textContent = `error: ${err.error}`;
  }
}

function drawBoard() {
  $('play-board').replaceChildren(drawColumns(game.columns, { digits: game.digits, states: game.states }));
}

function drawLetters() {
  const box = $('play-letters');
  box.replaceChildren();
  for (const letter of game.letters) {
    const input = el('input', {
      className: 'digit-input',
      inputMode: 'numeric',
      maxLength: 1,
      id: `letter-${letter}`,
      value: game.digits[letter] ?? '',
    });
    input.setAttribute('aria-label', `digit of ${letter}`);
    input.addEventListener('input', () => setDigit(letter, input.value));
    box.append(el('label', { className: 'letter-box' }, [el('span', { textContent: letter }), input]));
  }
}

async function setDigit(letter, text, byHint = false) {
  if (game.solved) return;
  const digit = text === '' ? undefined : Number.parseInt(text, 10);
  if (digit === undefined || Number.isNaN(digit)) delete game.digits[letter];
  else game.digits[letter] = digit;
  if (!byHint) game.moves += 1;
  $(`letter-${letter}`).value = game.digits[letter] ?? '';
  await checkGame();
}

let gameSeq = 0;

async function checkGame() {
  // Answers may come back out of order: only the latest move's counts.
  const seq = ++gameSeq;
  const answer = await run('play/check', { puzzle: game.puzzle, digits: game.digits }).promise;
  if (seq !== gameSeq) return;
  game.states = answer.columns;
  drawBoard();
  for (const letter of game.letters) {
    const input = $(`letter-${letter}`);
    const clash = answer.clashes.includes(letter) || answer.leading_zeros.includes(letter);
    input.classList.toggle('clash', clash);
  }
  const failing = answer.columns.filter((s) => s === 'fails').length;
  if (answer.solved) {
    game.solved = true;
    $('play-hint').disabled = true;
    $('play-status').textContent = `Solved in ${plural(game.moves, 'move')} and ${plural(game.hints, 'hint')}!`;
  } else if (failing) {
    $('play-status').textContent = `${plural(failing, 'column')} cannot hold`;
  } else if (answer.clashes.length) {
    $('play-status').textContent = `${answer.clashes.join(', ')} share a digit`;
  } else if (answer.leading_zeros.length) {
    $('play-status').textContent = `${answer.leading_zeros.join(', ')} cannot be 0: a word does not start with 0`;
  } else {
    $('play-status').textContent = `${Object.keys(game.digits).length} of ${game.letters.length} letters given`;
  }
}

/// The hint's sentence, and under it the steps of the explanation that
/// lead to it when there are several.
function showHint(hint) {
  $('play-hint-text').textContent = hint ? `Hint: ${hint.reason}` : '';
  const steps = hint?.steps ?? [];
  const list = $('play-hint-steps');
  list.replaceChildren(...(steps.length > 1 ? steps.map((text) => el('li', { textContent: text })) : []));
  list.hidden = steps.length <= 1;
}

async function hint() {
  const answer = await run('play/hint', { puzzle: game.puzzle, digits: game.digits }).promise;
  if (!answer.hint) return;
  game.hints += 1;
  showHint(answer.hint);
  await setDigit(answer.hint.letter, String(answer.hint.digit), true);
}

$('play-new').addEventListener('click', newGame);
$('play-hint').addEventListener('click', hint);

// ---- Start --------------------------------------------------------------

ready.then(() => {
  document.body.dataset.engine = engine.kind;
  $('engine').textContent = engine.kind === 'wasm'
    ? 'The solvers run in this page, compiled to WebAssembly.'
    : 'The solvers run on the server.';
}, (err) => {
  $('engine').textContent = `error: ${err.message}`;
});
checkSoon();
loadLists();
