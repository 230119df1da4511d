// The page of `alphametic serve`: four tabs over the JSON API of the same
// server. Plain JavaScript, no build step and no outside files, so that the
// page works offline from the binary alone.
'use strict';

const $ = (id) => document.getElementById(id);

// ---- The API ----------------------------------------------------------

/// POSTs `body` as JSON; resolves to the JSON answer, or rejects with the
/// server's `{error, …}` object.
async function post(path, body, signal) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const answer = await response.json().catch(() => ({ error: response.statusText }));
  if (!response.ok) throw answer;
  return answer;
}

/// POSTs `body` and calls `onEvent(name, data)` for each Server-Sent Event
/// of the answer until it ends. EventSource only GETs, hence fetch and a
/// small reader of the `event:`/`data:` lines.
async function stream(path, body, signal, onEvent) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    throw await response.json().catch(() => ({ error: response.statusText }));
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      // Comment lines (`:`) keep the connection alive and carry no data.
      if (data.length) onEvent(name, JSON.parse(data.join('\n')));
    }
  }
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
      await post('/api/check', puzzleRequest());
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
  for (const id of ['solve-first', 'solve-all', 'solve-count', 'solve-unique']) {
    $(id).disabled = !ok || solving !== null;
  }
  $('solve-stop').disabled = solving === null;
}

for (const id of ['puzzle', 'base', 'strict']) $(id).addEventListener('input', checkSoon);

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
  box.append(el('p', { className: 'rendered', textContent: drawn.rendered }));
  const letters = Object.entries(drawn.solution).map(([l, d]) => `${l}=${d}`).join(' ');
  box.append(el('p', { className: 'letters-line', textContent: letters }));
  return box;
}

async function solveOnce(mode) {
  const results = $('solve-results');
  const status = $('solve-status');
  results.replaceChildren();
  status.textContent = 'Solving…';
  solving = new AbortController();
  setSolveButtons(true);
  try {
    const answer = await post('/api/solve', { ...puzzleRequest(), mode }, solving.signal);
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
  } catch (err) {
    if (err.name === 'AbortError') status.textContent = 'Stopped';
    else { status.textContent = ''; showError($('puzzle-error'), err); }
  } finally {
    solving = null;
    setSolveButtons(true);
  }
}

/// The most solutions drawn; the count goes on past them.
const MAX_DRAWN = 200;

async function solveAll() {
  const results = $('solve-results');
  const status = $('solve-status');
  results.replaceChildren();
  let count = 0;
  status.textContent = 'Searching…';
  solving = new AbortController();
  setSolveButtons(true);
  try {
    await stream('/api/solve/all', puzzleRequest(), solving.signal, (name, data) => {
      if (name === 'solution') {
        count = data.index;
        if (count <= MAX_DRAWN) results.append(drawSolution(data.drawn, count));
        status.textContent = `${plural(count, 'solution')} so far…`;
      } else if (name === 'done') {
        const late = data.timed_out ? ' (the search stopped at its deadline)' : '';
        status.textContent = `${plural(data.count, 'solution')} in all${late}`;
      }
    });
  } catch (err) {
    if (err.name === 'AbortError') status.textContent = `Stopped after ${plural(count, 'solution')}`;
    else { status.textContent = ''; showError($('puzzle-error'), err); }
  } finally {
    solving = null;
    setSolveButtons(true);
  }
}

$('solve-first').addEventListener('click', () => solveOnce('first'));
$('solve-count').addEventListener('click', () => solveOnce('count'));
$('solve-unique').addEventListener('click', () => solveOnce('unique'));
$('solve-all').addEventListener('click', solveAll);
$('solve-stop').addEventListener('click', () => solving && solving.abort());

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
    const answer = await post('/api/codegen', puzzleRequest());
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
  const response = await fetch('/api/lists');
  const answer = await response.json();
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
  finding = new AbortController();
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
    ...(name ? { list: name } : { words: $('find-words').value }),
  };
  status.textContent = 'Searching…';
  try {
    await stream('/api/find', request, finding.signal, (event, data) => {
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
$('find-cancel').addEventListener('click', () => finding && finding.abort());

// ---- Play -------------------------------------------------------------

let game = null;

async function newGame() {
  const source = $('play-source').value;
  $('play-status').textContent = 'Choosing a puzzle…';
  $('play-hint-text').textContent = '';
  try {
    const answer = await post('/api/play/new', {
      difficulty: $('play-difficulty').value,
      ...(source ? { list: source } : {}),
    });
    game = { ...answer, digits: {}, moves: 0, hints: 0, solved: false, states: [] };
    $('play-puzzle').textContent = answer.puzzle;
    $('play-status').textContent = `${answer.difficulty}: ${answer.nodes.toLocaleString('en')} search nodes. Give each letter a digit.`;
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
  const answer = await post('/api/play/check', { puzzle: game.puzzle, digits: game.digits });
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

async function hint() {
  const answer = await post('/api/play/hint', { puzzle: game.puzzle, digits: game.digits });
  if (!answer.hint) return;
  game.hints += 1;
  $('play-hint-text').textContent = `Hint: ${answer.hint.reason}.`;
  await setDigit(answer.hint.letter, String(answer.hint.digit), true);
}

$('play-new').addEventListener('click', newGame);
$('play-hint').addEventListener('click', hint);

// ---- Start --------------------------------------------------------------

checkSoon();
loadLists();
