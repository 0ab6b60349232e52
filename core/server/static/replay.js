// The replay viewer: a finished match of this server (?m=ID#token=...) or an uploaded save
// file, stepped through move by move, through the eyes of a seat, a spectator or everyone.
import {api, fragmentToken, h, resultText, svgNode} from "./common.js";

const $ = (id) => document.getElementById(id);
const MAX_UPLOAD = 256 * 1024;  // the server's cap for uploads without its key (tables.py)
const body = document.body;
let source = null;     // {match, token} or {file: ArrayBuffer, name}
let frame = null;
let eyes = null;
let loading = 0;

function ready(flag) { body.dataset.ready = flag ? "1" : "0"; }

async function show(k) {
  if (!source) return;
  const ticket = ++loading;
  ready(false);
  $("error").textContent = "";
  const q = new URLSearchParams({upto: String(Math.max(0, k))});
  if (eyes !== null) q.set("eyes", eyes);
  try {
    const next = source.match
      ? await api(`/matches/${encodeURIComponent(source.match)}/replay?${q}`, {token: source.token})
      : await api(`/replay?${q}`, {method: "POST", body: source.file, raw: true});
    if (ticket !== loading) return;
    render(next);
  } catch (e) {
    if (ticket !== loading) return;
    $("error").textContent = e.message;
    if (!frame) $("viewer").hidden = true;
  }
  if (ticket === loading) ready(true);
}

function seatName(s) { return `player ${s}`; }

function render(next) {
  frame = next;
  eyes = String(next.eyes);
  body.dataset.k = String(next.k);
  body.dataset.total = String(next.total);
  $("viewer").hidden = false;
  $("title").textContent = `Replay: ${next.title}`;
  for (const id of ["slider", "jump"]) { $(id).max = next.total; $(id).value = next.k; }
  $("of").textContent = `of ${next.total}`;
  $("first").disabled = $("prev").disabled = next.k === 0;
  $("next").disabled = $("last").disabled = next.k === next.total;
  const choices = next.choices.map(String);
  $("eyes").replaceChildren(...choices.map((c) => h("option", {value: c, selected: c === eyes},
    c === "all" ? "everything (every seat)" : c === "spectator" ? "a spectator" : seatName(c))));
  const acting = next.to_act.map(seatName).join(", ");
  $("status").textContent = next.over ? `After move ${next.k}: the match is over.`
    : `After move ${next.k}: ${acting || "nobody"} to act (${next.phase_title}).`;
  $("boards").replaceChildren(...next.drawings.map((d) => h("figure", {class: "board"},
    next.drawings.length > 1 ? h("figcaption", {}, `Seen by ${seatName(d.seat)}`) : null, svgNode(d.svg))));
  // a replay shows moves; nothing in its pictures is clickable
  for (const node of $("boards").querySelectorAll("[data-move]")) {
    node.removeAttribute("tabindex");
    node.removeAttribute("role");
  }
  $("result").hidden = !next.result;
  $("result").textContent = next.result ? resultText(next.result, seatName) : "";
  const log = $("log");
  log.replaceChildren(...next.log.map((e, i) => h("li", {class: e.n === next.k ? "current" : "", "data-n": e.n,
    "data-same": i > 0 && next.log[i - 1].n === e.n},
    e.text)));
  const current = log.querySelector(".current");
  if (current) current.scrollIntoView({block: "nearest"});
}

function step(k) {
  if (frame) show(Math.max(0, Math.min(frame.total, k)));
}

async function upload() {
  const file = $("file").files[0];
  if (!file) return;
  frame = null;
  eyes = null;
  if (file.size > MAX_UPLOAD) {
    $("error").textContent = `This file has ${file.size} bytes; a save file has at most ${MAX_UPLOAD}.`;
    $("viewer").hidden = true;
    return;
  }
  source = {file: await file.arrayBuffer()};
  $("source").textContent = `File: ${file.name}`;
  await show(0);
}

function start() {
  $("file").addEventListener("change", upload);
  $("first").addEventListener("click", () => step(0));
  $("prev").addEventListener("click", () => step(frame.k - 1));
  $("next").addEventListener("click", () => step(frame.k + 1));
  $("last").addEventListener("click", () => step(frame.total));
  $("slider").addEventListener("change", () => step(Number($("slider").value)));
  $("jump").addEventListener("change", () => step(Number($("jump").value)));
  $("eyes").addEventListener("change", () => { eyes = $("eyes").value; step(frame.k); });
  document.addEventListener("keydown", (e) => {
    if (!frame || e.target.closest("input, select, textarea")) return;
    if (e.key === "ArrowLeft") step(frame.k - 1);
    else if (e.key === "ArrowRight") step(frame.k + 1);
  });
  const match = new URLSearchParams(location.search).get("m");
  if (match && /^[A-Za-z0-9_-]{1,32}$/.test(match)) {
    source = {match, token: fragmentToken()};
    $("source").textContent = `Match ${match} of this server.`;
    show(0);
  } else {
    ready(true);
  }
}

start();
