// The lobby: a form built from each game's declared options, links per seat, tables to join.
import {api, count, forgetTable, h, myTables, rememberTable, tableLink} from "./common.js";

let games = [];
let bots = {bots: [{name: "random", summary: "", timed: false}], default: "random", seconds: 0};
const $ = (id) => document.getElementById(id);

function optionField(name, schema) {
  const id = `opt-${name}`;
  const help = schema.description ? h("span", {class: "hint"}, ` ${schema.description}`) : null;
  if (schema.type === "boolean") {
    return h("label", {class: "check"}, h("input", {id, type: "checkbox", "data-option": name, "data-kind": "boolean",
      checked: schema.default === true}), ` ${name}`, help);
  }
  if (schema.enum) {
    const select = h("select", {id, "data-option": name, "data-kind": schema.type},
      schema.enum.map((v) => h("option", {value: v, selected: v === schema.default}, String(v))));
    return h("label", {}, `${name} `, select, help);
  }
  return h("label", {}, `${name} `, h("input", {id, "data-option": name, "data-kind": schema.type,
    type: schema.type === "integer" ? "number" : "text", value: schema.default ?? "",
    min: schema.minimum, max: schema.maximum}), help);
}

function seatRows() {
  const n = Number($("players").value) || 0;
  const box = $("seats");
  // the count's "change" comes again when the field loses focus: rebuilding then would take
  // away the very name field just clicked into, and what is typed next would be lost
  if (box.querySelectorAll(".seat").length === n && n > 0) return;
  // names typed so far survive a change of the player count
  const names = [...box.querySelectorAll("input[id^='name-']")].map((input) => input.value);
  const kinds = [...box.querySelectorAll("select[data-seat]")].map((s) => s.value);
  const chosen = [...box.querySelectorAll("select[data-bot]")].map((s) => s.value);
  box.replaceChildren(h("legend", {}, "Seats"));
  for (let i = 0; i < n; i++) {
    const choice = kinds[i] || (i === 0 ? "person" : "bot");
    const bot = chosen[i] || bots.default;
    box.append(h("div", {class: "seat"},
      h("label", {}, `player ${i} `, h("select", {id: `seat-${i}`, "data-seat": i},
        h("option", {value: "person", selected: choice === "person"}, "a person (gets a link)"),
        h("option", {value: "open", selected: choice === "open"}, "open (anyone with the table may join)"),
        h("option", {value: "bot", selected: choice === "bot"}, "a bot"))),
      h("label", {class: "bot-choice", id: `bot-label-${i}`, hidden: choice !== "bot"}, " bot ",
        h("select", {id: `bot-${i}`, "data-bot": i, "aria-describedby": `bot-about-${i}`}, bots.bots.map((b) =>
          h("option", {value: b.name, selected: b.name === bot}, b.name)))),
      h("label", {}, " name ", h("input", {id: `name-${i}`, maxlength: 100, size: 12, value: names[i] ?? ""})),
      h("p", {class: "hint bot-about", id: `bot-about-${i}`})));
  }
  showBotChoice();
}


// The bot list of a seat shows only where the seat is a bot; the time per move only where
// some bot seat has a bot that takes one.
function showBotChoice() {
  let timed = false;
  for (const select of $("seats").querySelectorAll("select[data-seat]")) {
    const i = select.dataset.seat;
    const isBot = select.value === "bot";
    $(`bot-label-${i}`).hidden = !isBot;
    const bot = bots.bots.find((b) => b.name === $(`bot-${i}`).value);
    // what the chosen bot is, in its own words (how strong: a search and its time, or random)
    $(`bot-about-${i}`).textContent = isBot && bot ? bot.summary.split(";")[0].trim() : "";
    if (isBot && bot && bot.timed) timed = true;
  }
  $("bot-time").hidden = !timed;
}

// The spec of seat i's bot: its name, and the time per move where it takes one.
function botSpec(i) {
  const name = $(`bot-${i}`).value;
  const bot = bots.bots.find((b) => b.name === name);
  const seconds = $("bot-seconds").value.trim();
  if (!bot || !bot.timed || !seconds) return name;
  const value = Number(seconds);
  if (!(value > 0) || (bots.seconds && value > bots.seconds)) {
    throw new Error(`a bot's time per move is above 0 and at most ${bots.seconds} seconds on this server`);
  }
  return `${name}:seconds=${value}`;
}

function chooseGame() {
  const game = games.find((g) => g.name === $("game").value);
  if (!game) return;
  $("summary").textContent = game.summary || "";
  const players = $("players");
  players.min = game.players.min;
  players.max = game.players.max;
  const cur = Number(players.value);
  if (!(cur >= game.players.min && cur <= game.players.max)) players.value = Math.max(game.players.min, Math.min(2, game.players.max));
  const box = $("options");
  box.replaceChildren(h("legend", {}, "Options"));
  const props = Object.entries(game.options.properties || {});
  if (!props.length) box.append(h("p", {class: "hint"}, "This game has no options."));
  for (const [name, schema] of props) box.append(optionField(name, schema));
  seatRows();
}

function readOptions() {
  const out = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const kind = input.dataset.kind;
    if (kind === "boolean") out[input.dataset.option] = input.checked;
    else if (kind === "integer") {
      const value = Number(input.value);
      if (!Number.isInteger(value)) throw new Error(`${input.dataset.option} must be a whole number`);
      out[input.dataset.option] = value;
    } else out[input.dataset.option] = input.value;
  }
  return out;
}

async function create(event) {
  event.preventDefault();
  $("create-error").textContent = "";
  const game = games.find((g) => g.name === $("game").value);
  try {
    const players = Number($("players").value);
    if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
      throw new Error(`${game.title} is for ${game.players.min} to ${game.players.max} players`);
    }
    const seats = [];
    for (let i = 0; i < players; i++) {
      const kind = $(`seat-${i}`).value;
      const seat = kind === "bot" ? {bot: botSpec(i)} : kind === "open" ? {open: true} : {};
      const name = $(`name-${i}`).value.trim();
      if (name) seat.name = name;
      seats.push(seat);
    }
    const made = await api("/matches", {method: "POST",
      body: {game: game.name, players, options: readOptions(), seats, public: $("public").checked}});
    showLinks(made, game);
  } catch (e) {
    $("create-error").textContent = e.message;
  }
}

function linkItem(label, url, cls) {
  return h("li", {class: cls}, h("span", {}, `${label}: `), h("a", {href: url, class: "seat-link"}, url));
}

function showLinks(made, game) {
  const list = $("link-list");
  list.replaceChildren();
  let first = true;
  for (const seat of made.seats) {
    if (seat.bot) { list.append(h("li", {}, `player ${seat.seat}: a bot`)); continue; }
    if (!seat.token) { list.append(h("li", {}, `player ${seat.seat}: open, to be joined`)); continue; }
    list.append(linkItem(`player ${seat.seat}${seat.name ? ` (${seat.name})` : ""}`, tableLink(made.id, seat.token), "person"));
    if (first) rememberTable({id: made.id, game: game.title, seat: seat.seat, token: seat.token});
    first = false;
  }
  list.append(linkItem("spectators", tableLink(made.id, made.spectator_token), "spectator"));
  if (first) rememberTable({id: made.id, game: game.title, seat: null, token: made.spectator_token});
  $("links").hidden = false;
  showMine();
}

function showMine() {
  const list = $("mine");
  const mine = myTables();
  list.replaceChildren(...mine.map((t) => h("li", {},
    h("a", {href: tableLink(t.id, t.token)}, `${t.game} — ${t.seat === null ? "watching" : `player ${t.seat}`}`),
    " ", h("span", {class: "hint"}, new Date(t.at).toLocaleString()), " ",
    h("button", {type: "button", class: "small", onclick: () => { forgetTable(t.id, t.token); showMine(); }}, "forget"))));
  if (!mine.length) list.append(h("li", {class: "hint"}, "Tables you create or join appear here."));
}

async function showOpen() {
  const list = $("open");
  try {
    const {matches} = await api("/matches");
    const titles = Object.fromEntries(games.map((g) => [g.name, g.title]));
    list.replaceChildren(...matches.map((m) => h("li", {},
      `${titles[m.game] || m.game}, ${count(m.players, "player")} `,
      m.open > 0 ? h("button", {type: "button", class: "small", onclick: () => join(m)}, "join")
        : h("span", {class: "hint"}, "full"), " ",
      h("a", {href: tableLink(m.id, null)}, "watch"))));
    if (!matches.length) list.append(h("li", {class: "hint"}, "No public table is waiting."));
  } catch (e) {
    list.replaceChildren(h("li", {class: "error"}, e.message));
  }
}

async function join(m) {
  $("join-error").textContent = "";
  try {
    const seat = await api(`/matches/${encodeURIComponent(m.id)}/join`, {method: "POST", body: {}});
    rememberTable({id: m.id, game: m.game, seat: seat.seat, token: seat.token});
    location.href = tableLink(m.id, seat.token);
  } catch (e) {
    $("join-error").textContent = e.message;
  }
}

async function start() {
  try {
    [games, bots] = await Promise.all([api("/games").then((g) => g.games), api("/bots")]);
  } catch (e) {
    $("create-error").textContent = e.message;
    return;
  }
  $("game").replaceChildren(...games.map((g) => h("option", {value: g.name}, g.title)));
  $("game").addEventListener("change", chooseGame);
  $("players").addEventListener("change", seatRows);
  $("seats").addEventListener("change", showBotChoice);
  $("bot-seconds").max = String(bots.seconds);
  $("bot-seconds-hint").textContent = ` (up to ${bots.seconds} s on this server; empty: each bot's own)`;
  $("create").addEventListener("submit", create);
  chooseGame();
  showMine();
  await showOpen();
  document.body.dataset.ready = "1";
}

start();
