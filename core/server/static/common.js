// Shared by the lobby, the table and the replay viewer: the API, tokens, "my tables".

export class ApiError extends Error {
  constructor(status, code, message) { super(message); this.status = status; this.code = code; }
}

// A JSON call to the server; throws ApiError with the server's own message.
export async function api(path, {method = "GET", body, token, raw} = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !raw) headers["content-type"] = "application/json";
  let reply;
  try {
    reply = await fetch(path, {method, headers, body: raw ? body : body === undefined ? undefined : JSON.stringify(body)});
  } catch (e) {
    throw new ApiError(0, "network", "the server cannot be reached: check the connection and try again");
  }
  let data = null;
  try { data = await reply.json(); } catch (e) { data = null; }
  if (!reply.ok) {
    const err = data && data.error ? data.error : {code: "http", message: `the server answered ${reply.status}`};
    throw new ApiError(reply.status, err.code, err.message);
  }
  return data;
}

// The token in the address's fragment (#token=...): fragments never reach the server's logs.
export function fragmentToken() {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  return token && /^[A-Za-z0-9_-]{10,200}$/.test(token) ? token : null;
}

export function tableLink(id, token) {
  return `${location.origin}/table?m=${encodeURIComponent(id)}${token ? `#token=${token}` : ""}`;
}

const KEY = "senet.tables";

// "My tables": the seats and spectator tokens this browser holds, newest first.
export function myTables() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(list) ? list.filter((t) => t && typeof t.id === "string") : [];
  } catch (e) {
    return [];
  }
}

export function rememberTable(entry) {
  const list = myTables().filter((t) => !(t.id === entry.id && t.token === entry.token));
  list.unshift({...entry, at: Date.now()});
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, 50)));
}

export function forgetTable(id, token) {
  localStorage.setItem(KEY, JSON.stringify(myTables().filter((t) => !(t.id === id && t.token === token))));
}

// A DOM element: h("p", {class: "x"}, "text", child...). Text is always text, never markup.
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
  return node;
}

// The server's SVG drawing as a node (parsed as XML, never as HTML).
export function svgNode(text) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg" || doc.getElementsByTagName("parsererror").length) {
    return h("p", {class: "error"}, "this picture could not be shown");
  }
  return document.importNode(root, true);
}

// "1 point", "2 points", "-1 point"... (a count with its noun, singular for one).
export function count(n, singular, plural = `${singular}s`) {
  return `${n} ${Math.abs(Number(n)) === 1 ? singular : plural}`;
}

export function resultText(result, label) {
  if (!result) return "";
  const winners = result.winners.map(label).join(" and ");
  const scores = result.scores.map((s, i) => `${label(i)}: ${s}`).join(", ");
  return `${result.winners.length ? `Won by ${winners}. ` : ""}Scores: ${scores}.${decided(result, label)}`;
}

// How the winner was decided, when the scores alone do not say: the game ranked by a
// comparison of several values (its tie-break), and the first value that differs decides.
export function decided(result, label) {
  const keys = result.keys;
  const first = result.winners[0];
  if (!keys || first === undefined) return "";
  const shown = (i) => keys[i].join(" · ");
  const best = Math.max(...result.scores);
  const tiedOnScore = result.scores.filter((s) => s === result.scores[first]).length > 1;
  if (!tiedOnScore && result.scores[first] === best && keys[first][0] === result.scores[first]) return "";
  const runner = result.ranks.map((r, i) => [r, i]).filter(([r]) => r > 1).sort((a, b) => a[0] - b[0])[0];
  const compared = `The game ranks by several values compared in order (its tie-break; see the rules): ` +
    result.scores.map((s, i) => `${label(i)} ${shown(i)}`).join(", ") + ".";
  if (runner === undefined) return ` ${compared} All are equal: the win is shared.`;
  const other = runner[1];
  const at = keys[first].findIndex((v, j) => v !== keys[other][j]);
  const nth = ["first", "second", "third", "fourth", "fifth", "sixth"][at] || `number ${at + 1}`;
  const plural = result.winners.length > 1 || label(first) === "you";
  const ahead = `${result.winners.map(label).join(" and ")} ${plural ? "are" : "is"} ahead of ${label(other)} on the ${nth} value ` +
    `(${keys[first][at]} against ${keys[other][at]})` + (at > 0 ? `, equal before it.` : ".");
  return ` ${compared} ${ahead}`;
}
