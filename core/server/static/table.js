// A table: the seat's drawing with its moves clickable, other moves as buttons, the log,
// live over the WebSocket. Reload or reconnect restores everything from the server.
import {ApiError, api, count, fragmentToken, h, rememberTable, resultText, svgNode, tableLink} from "./common.js";
import {arrowKey, fitTargets, focusMemo, followFocus, restoreFocus} from "./picture.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const matchId = params.get("m") || "";
const token = fragmentToken();
const body = document.body;
let state = null;      // the last /table answer
let lastN = 0;         // the last move whose log entries were received
// Opening a table: the picture is read once, then the socket brings only the last RECENT
// moves' log lines (a 450-move match is not replayed to the page); the replay has them all.
const RECENT = 40;
let hellos = 0;        // the connections the server has taken
let drawnN = -1;       // the move the picture drawn stands after (lowered by a take-back past it)
let undos = null;      // how many take-backs the history the page holds has had (null: none heard of yet)
let fetching = false;
let again = false;
let sending = false;
let errors = 0;
let closed = false;
let retry = 500;
let awaiting = false;  // a move was accepted and its push has not been drawn yet
let live = false;      // the WebSocket is open: it pushes each move, then the page redraws
let socket = null;

// Refusals that no retry mends, said for people rather than in the API's words.
const REFUSED = {
  no_token: "This table is private and this link carries no seat key: open the link you were given " +
    "for your seat (or a spectator's), or the table from the lobby's \"My tables\".",
  bad_token: "This link's seat key does not open this table: open the link you were given for your " +
    "seat (or a spectator's), or the table from the lobby's \"My tables\".",
  no_such_match: "There is no table at this address: it may have been removed. Start or join one in the lobby.",
};

// A refusal for good: say it for people, stop reconnecting, and say the page is not live.
function refused(code) {
  closed = true;
  showError(REFUSED[code]);
  $("connection").textContent = "Not connected.";
  $("status").textContent = "";
  if (socket) socket.close();
}

const label = (seat) => {
  if (!state) return `player ${seat}`;
  const s = state.seats[seat];
  const who = state.labels[seat];
  return s && s.name ? `${who} (${s.name})` : who;
};

function setReady() {
  body.dataset.ready = !fetching && !sending && !awaiting && state ? "1" : "0";
}

// The error shown says the server could not be reached: "fetch" (the table could not be
// read) or "send" (a move could not be sent); null for any other error.
let connectionError = null;

function showError(message, connection = null) {
  errors += 1;
  body.dataset.errors = String(errors);
  connectionError = connection;
  $("error").textContent = message;
}

// The server answered again: an error about reaching it no longer holds. A table read
// clears only a failed read (a move that was not sent stays said until the reconnect).
function connectionBack(reconnected) {
  if (!connectionError || (!reconnected && connectionError !== "fetch")) return;
  connectionError = null;
  $("error").textContent = "";
}

async function refresh() {
  if (fetching) { again = true; return; }
  fetching = true;
  setReady();
  try {
    do {
      again = false;
      const next = await api(`/matches/${encodeURIComponent(matchId)}/table`, {token});
      connectionBack(false);
      render(next);
    } while (again);
  } catch (e) {
    if (e instanceof ApiError && REFUSED[e.code]) refused(e.code);
    else showError(e.message, e instanceof ApiError && e.code === "network" ? "fetch" : null);
  } finally {
    fetching = false;
    setReady();
  }
}

let remembered = false;

function render(next) {
  state = next;
  drawnN = next.n;
  awaiting = false;
  if (token && !remembered) {
    rememberTable({id: matchId, game: next.title, seat: next.seat, token});
    remembered = true;
  }
  signalTurn(next);
  $("title").textContent = next.title;
  body.dataset.n = String(next.n);
  body.dataset.over = next.over ? "1" : "0";
  const board = $("board");
  const picture = svgNode(next.svg);
  markFresh(picture);
  const memo = focusMemo(board, $("moves"));
  board.replaceChildren(picture);
  const drawn = new Set(next.drawn);
  const rest = next.legal.map((m, i) => [m, i]).filter(([, i]) => !drawn.has(i));
  $("moves").replaceChildren(...rest.map(([m, i]) =>
    h("button", {type: "button", class: "move", "data-index": i, onclick: () => play(i)}, m.text)));
  $("moves-box").hidden = rest.length === 0;
  fitTargets(board, $("wide"));
  restoreFocus(board, $("moves"), memo);
  const toAct = next.view.to_act || [];
  let status;
  if (next.over) status = "The match is over.";
  else if (next.legal.length) status = sentence(`Your move: ${next.phase_title}`);
  else if (next.seat !== null && toAct.includes(next.seat)) status = `You have chosen; waiting for ${others(toAct, next)}.`;
  else status = `Waiting for ${toAct.map(label).join(", ") || "the game"}.`;  // the phase's words address the actor
  $("status").textContent = status;
  body.dataset.mine = next.legal.length ? "1" : "0";
  $("seats").replaceChildren(...next.seats.map((s) => h("li", {class: toAct.includes(s.seat) ? "acting" : ""},
    label(s.seat), s.bot ? " — bot" : s.open ? " — open seat" : "", s.absent ? " — away (a bot plays)" : "",
    next.result ? ` — ${count(next.result.scores[s.seat], "point")}${next.result.winners.includes(s.seat) ? ", winner" : ""}` : "")));
  const result = $("result");
  result.hidden = !next.over;
  result.textContent = next.over ? `${resultText(next.result, label)}${next.result && next.result.keys && next.ranking
    ? ` How the winner is decided: ${sentence(next.ranking)}` : ""} The replay is open to every seat now.` : "";
  renderUndo(next);
  $("again").hidden = !(next.over && next.seat !== null);
  $("rematch").textContent = next.rematch ? "Join the rematch: same seats" : "Play again: same seats";
  $("rules-link").href = `/rules?game=${encodeURIComponent(next.game)}`;
  $("replay-link").href = `/replay?m=${encodeURIComponent(matchId)}${token ? `#token=${token}` : ""}`;
}

// Undo: the button when the engine allows taking back the seat's last move(s) now, and a
// request waiting for agreement, with Agree and Refuse for the seats it asks (Withdraw for
// its maker). A step of a choice the game asks one at a time is a move: Undo cancels it.
function renderUndo(next) {
  const offer = next.take_back;
  const request = next.undo;
  const me = next.seat;
  const button = $("undo");
  button.hidden = !offer || offer.moves === 0 || !!request;
  button.textContent = offer && offer.moves > 1 ? `Undo my last move (${offer.moves} moves back)` : "Undo my last move";
  $("undo-row").hidden = button.hidden;
  $("undo-hint").textContent = !button.hidden && offer.asked.length
    ? `${offer.asked.map(label).join(" and ")} must agree.` : "";
  const ask = $("ask");
  ask.hidden = !request;
  if (!request) return;
  const waiting = request.asked.filter((p) => !request.agreed.includes(p)).map(label).join(" and ");
  const moves = count(request.moves, "move");
  let text;
  let buttons = [];
  if (request.by === me) {
    text = `You asked to take back ${moves}: waiting for ${waiting}.`;
    buttons = [h("button", {type: "button", id: "undo-withdraw", onclick: () => undoCall("/undo/answer", {agree: false})}, "Withdraw")];
  } else if (request.asked.includes(me) && !request.agreed.includes(me)) {
    text = `${label(request.by)} asks to take back ${moves}, yours among them.`;
    buttons = [h("button", {type: "button", id: "undo-agree", onclick: () => undoCall("/undo/answer", {agree: true})}, "Agree"),
      h("button", {type: "button", id: "undo-refuse", onclick: () => undoCall("/undo/answer", {agree: false})}, "Refuse")];
  } else text = `${label(request.by)} asked to take back ${moves}: waiting for ${waiting}.`;
  $("ask-text").textContent = text;
  $("ask-buttons").replaceChildren(...buttons);
}

async function undoCall(path, body) {
  if (!state || sending) return;
  sending = true;
  setReady();
  $("error").textContent = "";
  let failed = false;
  try {
    await api(`/matches/${encodeURIComponent(matchId)}${path}`, {method: "POST", token, body});
  } catch (e) {
    failed = true;
    showError(e.message, e instanceof ApiError && e.code === "network" ? "send" : null);
  } finally {
    sending = false;
  }
  if (failed || !live) await refresh();
  else {
    awaiting = true;   // the push (taken back, or the request) redraws the table
    setReady();
    setTimeout(() => { if (awaiting) refresh(); }, 3000);
  }
}

async function rematch() {
  if (!state) return;
  try {
    const made = await api(`/matches/${encodeURIComponent(matchId)}/rematch`, {method: "POST", token, body: {}});
    rememberTable({id: made.id, game: state.title, seat: made.seat, token: made.token});
    location.href = tableLink(made.id, made.token);
  } catch (e) {
    showError(e.message, e instanceof ApiError && e.code === "network" ? "send" : null);
  }
}

// What the last moves changed, outlined in the picture: each shape (a card, a tile, a
// field) that was not in the picture the seat saw when it last moved (or, before that, the
// picture first drawn), where it is, in its colour. The page knows no game, so it compares
// pictures; a picture laid out anew (most of it changed) marks nothing.
const SHAPES = "rect, circle, ellipse, polygon, path";
let seenShapes = null;   // the keys of the picture drawn last
let baseline = null;     // the keys of the picture the seat saw when it last moved

// A shape's key: where it is, its colour and the words beside it; "loose" leaves out x, so a
// row of cards that closes up after one is played still counts as the same cards.
function shapeKeys(node) {
  const at = (names) => names.map((a) => node.getAttribute(a)).join("|");
  const group = node.parentNode && node.parentNode.nodeName === "g" ? node.parentNode : null;  // a card's face
  const words = group ? [...group.querySelectorAll(":scope > text")].map((t) => t.textContent) : [];
  const loose = `${node.nodeName}|${at(["y", "width", "height", "cy", "r", "fill"])}|${words.join("/")}`;
  return [`${loose}|${at(["x", "cx", "points", "d"])}`, loose];
}

function markFresh(picture) {
  if (!picture.querySelectorAll) return;
  const shapes = [...picture.querySelectorAll(SHAPES)].filter((n) => !/%$/.test(n.getAttribute("width") || "")
    && (n.getAttribute("fill") || "none") !== "none");
  const keys = shapes.map(shapeKeys);
  const loose = new Map();
  for (const [, k] of keys) loose.set(k, (loose.get(k) || 0) + 1);
  const before = baseline || seenShapes;
  seenShapes = {full: new Set(keys.map(([f]) => f)), loose};
  if (!before) return;
  if (!baseline) baseline = before;
  const more = new Map([...loose].map(([k, n]) => [k, n - (before.loose.get(k) || 0)]));
  const fresh = shapes.filter((n, i) => {
    const [full, k] = keys[i];
    if (before.full.has(full) || !(more.get(k) > 0)) return false;
    more.set(k, more.get(k) - 1);
    return true;
  });
  body.dataset.fresh = String(fresh.length);
  if (!fresh.length || fresh.length > shapes.length * 0.3) return;
  // the moves on offer are choices, not what happened: their shapes are left as they are
  for (const n of fresh) if (!n.closest("[data-move]")) n.classList.add("fresh");
}

// A full stop, unless the words already end in one ("which canoe?" stays a question).
// Your move: the tab's title and icon say so (seen from another tab), and a sound and a
// notification, if asked for, mark the moment it becomes yours.
const ICON = document.querySelector("link[rel='icon']");
const PLAIN_ICON = ICON ? ICON.getAttribute("href") : "/static/favicon.svg";
const TURN_ICON = "data:image/svg+xml," + encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' rx='3' fill='#0072B2'/>" +
  "<circle cx='8' cy='8' r='5.5' fill='#E69F00' stroke='#fff' stroke-width='1.5'/></svg>");
const SIGNAL_KEY = "senet.signal";
let wasMine = null;     // null: nothing drawn yet (opening the page is no new turn)
let othersMoved = false; // someone else moved since the last drawing
let iMoved = false;      // this seat moved since it last became its move
let signals = 0;
let audio = null;

function signalTurn(next) {
  const mine = next.legal.length > 0 && !next.over;
  document.title = mine ? `● Your move · senet: ${next.title}` : `senet: ${next.title}`;
  if (ICON) ICON.setAttribute("href", mine ? TURN_ICON : PLAIN_ICON);
  // it has just become yours: after others' turns, or others' moves after yours (a hand of
  // several moves, or a choice all make at once, is no new turn while it stays yours)
  if (mine && wasMine !== null && (!wasMine || (iMoved && othersMoved))) {
    iMoved = false;
    signals += 1;
    body.dataset.signals = String(signals);
    if (localStorage.getItem(SIGNAL_KEY) === "1") {
      beep();
      if (document.hidden && "Notification" in window && Notification.permission === "granted") {
        new Notification(`Your move: ${next.title}`, {body: next.phase_title, tag: `senet-${matchId}`});
      }
    }
  }
  wasMine = mine;
  othersMoved = false;
}

function beep() {
  try {
    audio = audio || new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.35);
  } catch (e) { /* no sound here: the title still says it */ }
}

function signalToggle() {
  const box = $("signal");
  box.checked = localStorage.getItem(SIGNAL_KEY) === "1";
  box.addEventListener("change", () => {
    localStorage.setItem(SIGNAL_KEY, box.checked ? "1" : "0");
    if (!box.checked) return;
    beep();  // a click lets the page play sound from now on
    if ("Notification" in window && Notification.permission === "default") Notification.requestPermission();
  });
}

function sentence(words) {
  return /[.?!…]$/.test(words.trim()) ? words.trim() : `${words}.`;
}

function others(toAct, next) {
  const rest = toAct.filter((p) => p !== next.seat);
  return rest.length ? rest.map(label).join(", ") : "the others";
}

async function play(index) {
  if (!state || sending || !state.legal[index]) return;
  sending = true;
  setReady();
  baseline = seenShapes;  // what changes from here on is the moves since this one
  iMoved = true;
  $("error").textContent = "";
  connectionError = null;
  const before = state.n;
  let failed = false;
  try {
    await api(`/matches/${encodeURIComponent(matchId)}/moves`, {method: "POST", token, body: {id: state.legal[index].id}});
  } catch (e) {
    failed = true;
    showError(e instanceof ApiError && e.code === "stale" ? "The table changed before your move arrived: choose again." : e.message,
      e instanceof ApiError && e.code === "network" ? "send" : null);
  } finally {
    sending = false;
  }
  // the push of this move redraws the table; without a live connection, ask now
  if (failed || !live) await refresh();
  else if (state.n === before) {
    awaiting = true;   // the picture is stale until the push comes
    setReady();
    setTimeout(() => { if (awaiting) refresh(); }, 3000);
  } else setReady();
}

function boardMove(event) {
  if (event.type === "keydown" && arrowKey($("board"), event)) return;
  const target = event.target.closest ? event.target.closest("[data-move]") : null;
  if (!target) return;
  if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  play(Number(target.getAttribute("data-move")));
}

// The log is a live region once the lines of the moves before the page opened are in: a
// screen reader then says each move as it comes (the others' moves, which no focus shows).
function announce() {
  $("log").setAttribute("aria-live", "polite");
}

function addLog(message) {
  const log = $("log");
  const texts = message.events.map((e) => [e.text, ""]);
  if (message.note) texts.push([message.note, "note"]);
  texts.forEach(([text, cls], i) => log.append(h("li", {class: cls, "data-n": message.n, "data-same": i > 0}, text)));
  log.scrollTop = log.scrollHeight;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws/matches/${encodeURIComponent(matchId)}`);
  socket = ws;
  ws.onopen = () => {
    if (lastN === 0 && state && state.n > RECENT) {  // the first connection: the recent log only
      lastN = state.n - RECENT;
      $("log").append(h("li", {class: "note", "data-n": lastN, id: "earlier"},
        `Moves 1 to ${lastN}: in the replay.`));
    }
    // views: false: the page reads the table itself, the pushes need not carry the seat's view
    const hello = {token, after: lastN, views: false};
    ws.send(JSON.stringify(undos === null ? hello : {...hello, undos}));
  };
  ws.onmessage = (event) => {
    let m;
    try { m = JSON.parse(event.data); } catch (e) { return; }
    if (m.type === "hello") {  // the server took the token: live from here
      retry = 500;
      live = true;
      if (undos === null) undos = m.undos;
      $("connection").textContent = "Live.";
      connectionBack(true);
      // on opening, the picture just read is the match of now unless moves (pushed next,
      // the view with the last) or a request came between the read and the hello; after a
      // reconnect it is read again (seats may have come and gone meanwhile)
      if (hellos > 0 || !state || m.n < drawnN
          || JSON.stringify([m.undo, m.rematch]) !== JSON.stringify([state.undo, state.rematch])) refresh();
      hellos += 1;
      if (m.n <= lastN) announce();  // nothing to catch up on
    }
    else if (m.type === "move") {
      if (m.n <= lastN) return;
      addLog(m);
      lastN = m.n;
      if (m.newest || m.view) announce();
      if (state && m.events.some((e) => typeof e.player === "number" && e.player !== state.seat)) othersMoved = true;
      if ((m.newest || m.view) && m.n > drawnN) refresh();  // not a move the picture shows already
    } else if (m.type === "taken_back") {
      // every move after m.n is gone (an undo): its log lines go, the moves after it follow
      for (const item of [...$("log").children]) if (Number(item.dataset.n) > m.n) item.remove();
      lastN = m.n;
      drawnN = Math.min(drawnN, m.n);
      undos = m.undos;
      baseline = null;
      seenShapes = null;
      if (m.newest || m.view) refresh();
    } else if (m.type === "request") {
      refresh();
    } else if (m.type === "error") {
      if (REFUSED[m.code]) { if (!closed) refused(m.code); }
      else showError(m.message);
    }
  };
  ws.onclose = () => {
    live = false;
    if (closed) return;
    $("connection").textContent = "Connection lost: reconnecting…";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  };
}

function start() {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(matchId)) {
    showError("This address names no table: open a link from the lobby.");
    return;
  }
  signalToggle();
  const board = $("board");
  board.addEventListener("click", boardMove);
  board.addEventListener("keydown", boardMove);
  board.addEventListener("focusin", (event) => followFocus(board, event));
  window.addEventListener("resize", () => fitTargets(board, $("wide")));
  $("undo").addEventListener("click", () => undoCall("/undo", {}));
  $("rematch").addEventListener("click", rematch);
  refresh().then(() => { if (!closed) connect(); });  // the picture first: its n says which log lines to ask for
}

start();
