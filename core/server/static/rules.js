// A game's rules in brief, from what the game declares (GET /games): what it is, who plays,
// its options, what players decide, and how the winner is decided.
import {api, h} from "./common.js";

const $ = (id) => document.getElementById(id);

async function start() {
  const name = new URLSearchParams(location.search).get("game") || "";
  try {
    const games = (await api("/games")).games;
    const game = games.find((g) => g.name === name);
    if (!game) {
      $("error").textContent = "No game of that name is installed here: choose one in the lobby.";
      return;
    }
    document.title = `senet: rules of ${game.title}`;
    $("title").textContent = `${game.title}: the rules in brief`;
    const options = Object.entries(game.options.properties || {});
    $("rules").replaceChildren(
      h("p", {}, game.summary || ""),
      h("p", {}, `${game.players.min === game.players.max ? game.players.min : `${game.players.min} to ${game.players.max}`} players.`),
      h("h2", {}, "How the winner is decided"),
      h("p", {id: "ranking"}, game.ranking || "The best score wins."),
      h("h2", {}, "What players decide"),
      h("ul", {}, game.decisions.map((d) => h("li", {}, d.help || d.name.replaceAll("_", " ")))),
      h("h2", {}, "Options"),
      options.length ? h("ul", {}, options.map(([key, o]) => h("li", {}, h("b", {}, key), `: ${o.description || ""} (default ${o.default})`)))
        : h("p", {}, "This game has no options."),
      h("p", {class: "hint"}, `The full rules, with every choice made where the printed rules are silent, are in senet's documentation: docs/games/${game.name}.md.`));
  } catch (e) {
    $("error").textContent = e.message;
  }
}

start();
